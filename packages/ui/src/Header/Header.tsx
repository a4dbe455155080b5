import type { ComponentProps, FormEvent, MouseEvent, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { Image } from '../Image/Image';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';
import { HeaderActionRow } from './HeaderActionRow';
import { HeaderSearch } from './HeaderSearch';
import { HeaderUtility } from './HeaderUtility';
import { useCondensedOnScroll } from './useCondensedOnScroll';

/** Texts of {@link Header}. */
export interface HeaderLabels {
  /** Label of the search field (read out; the placeholder is not a label). */
  search: string;
  searchPlaceholder: string;
  /** Accessible name of the search button. */
  searchSubmit: string;
  account: string;
  wishlist: string;
  /** Accessible name of the wishlist link while it holds items, given their count. */
  wishlistCount: (count: number) => string;
  cart: string;
  /** Accessible name of the cart button while it holds items, given the total quantity. */
  cartQuantity: (quantity: number) => string;
  /** Accessible name of the mobile menu button. */
  menu: string;
  /** Read out before the phone number (for example `'Ring oss'`). */
  phone: string;
  /** Label of the tax display switch (the spec's `incl. VAT`, in the shop `'inkl. mva'`). */
  taxToggle: string;
  /** Switch texts, `'På'` and `'Av'` in the shop. */
  toggleOn: string;
  toggleOff: string;
}

/** The shop's logo in the {@link Header}. */
export interface HeaderLogo {
  src: string;
  /** The shop's name: the logo link's accessible name. */
  alt: string;
  href: string;
  width?: number;
  height?: number;
}

/** The phone number in the {@link Header}. */
export interface HeaderPhone {
  /** As dialled, for the `tel:` link (for example `'+4761150000'`). */
  number: string;
  /** As shown (for example `'61 15 00 00'`). */
  display: string;
}

/** State of the tax display switch in the {@link Header}. */
export interface HeaderTaxDisplay {
  /** On: prices shown including VAT. */
  checked: boolean;
  /** Called with the new value when the shopper flips the switch. */
  onCheckedChange: (checked: boolean) => void;
}

/** Props of {@link Header}: a `<header>`'s props plus the shop's header parts. */
export interface HeaderProps extends ComponentProps<'header'> {
  logo: HeaderLogo;
  labels: HeaderLabels;
  /** Where the search form goes without JavaScript. Defaults to `/search`; the field is `term`. */
  searchAction?: string;
  /** The search field's starting text (for example the current search term). */
  defaultSearchTerm?: string;
  /** Called with the search field's text as the shopper types, such as to open a search overlay. */
  onSearchInput?: (term: string) => void;
  /** The search field's text when the app controls it (with `onSearchInput`), such as to clear it. */
  searchTerm?: string;
  /** Called on submit with the trimmed term; call `event.preventDefault()` to search in-app. */
  onSearchSubmit?: (term: string, event: FormEvent<HTMLFormElement>) => void;
  /** Replaces the account control, for example with the logged-in account menu. */
  account?: ReactNode;
  /** The account control as a link (when there is no `onAccountClick`). */
  accountHref?: string;
  /** The account control as a button, for example to open the login modal. */
  onAccountClick?: () => void;
  /** The wishlist link; no link without it. */
  wishlistHref?: string | null;
  wishlistCount?: number;
  /**
   * Called on a click of the wishlist link, for example to open the wishlist sidebar instead
   * (call `event.preventDefault()`); the link still works before hydration.
   */
  onWishlistClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Show the cart control. Defaults to `true` (the spec's `hide_cart_button` turns it off). */
  showCart?: boolean;
  /** Total quantity in the cart; the badge shows only above zero. */
  cartQuantity?: number;
  /**
   * Called on a click of the cart control, for example to open the cart sidebar: the control is a
   * button when there is no `cartHref`; with one it stays the link (which works before hydration)
   * and the handler may `preventDefault()` to open the sidebar instead.
   */
  onCartClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The cart control as a link, such as the checkout's address. */
  cartHref?: string;
  phone?: HeaderPhone | null;
  /** The tax display switch; not shown without it. */
  taxDisplay?: HeaderTaxDisplay | null;
  /** Opens the mobile menu; the button shows only on small screens. */
  onMenuOpen?: () => void;
  /** Whether the mobile menu is open, for the button's `aria-expanded`. */
  menuOpen?: boolean;
  /** Keep the header at the top of the viewport while scrolling. */
  sticky?: boolean;
  /**
   * With `sticky`: once the page is scrolled, the header condenses (a smaller logo, the action
   * texts read out only, a lower menu row), so it takes little of a laptop's screen. Defaults to
   * `true`. The root carries `data-condensed`.
   */
  condenseOnScroll?: boolean;
  /** Content above the header, typically the {@link TopBar}. */
  topBar?: ReactNode;
  /** The desktop navigation, typically the {@link MegaMenu}; `children` work the same. Hidden on small screens. */
  navigation?: ReactNode;
}

/**
 * The shop's header: logo, search, phone, tax display switch, account, wishlist and cart, and a
 * slot for the mega menu. The search is a real `<form action="/search" method="get">` with a
 * field named `term`, so it works before hydration.
 *
 * Mobile first: on small screens the search takes its own row, the navigation slot is hidden
 * and the menu button shows; from 1024 px the navigation shows and the menu button hides.
 * The root carries `data-sticky`; a sticky header condenses once the page is scrolled.
 */
export function Header({
  logo,
  labels,
  searchAction = '/search',
  onSearchInput,
  searchTerm,
  defaultSearchTerm,
  onSearchSubmit,
  account,
  accountHref,
  onAccountClick,
  wishlistHref,
  wishlistCount = 0,
  onWishlistClick,
  showCart = true,
  cartQuantity = 0,
  onCartClick,
  cartHref,
  phone,
  taxDisplay,
  onMenuOpen,
  menuOpen,
  sticky = false,
  condenseOnScroll = true,
  topBar,
  navigation,
  children,
  className,
  ...headerProps
}: HeaderProps) {
  const nav = navigation ?? children;
  const condensed = useCondensedOnScroll(sticky && condenseOnScroll);

  return (
    <header
      {...headerProps}
      className={joinClassNames('ap-header', sticky && 'ap-header--sticky', className)}
      data-sticky={sticky}
      data-condensed={condensed}
    >
      {topBar}
      <div className="ap-header__bar">
        {onMenuOpen ? (
          <button
            type="button"
            className="ap-header__menu-button"
            aria-label={labels.menu}
            aria-expanded={menuOpen}
            onClick={onMenuOpen}
          >
            <Icon name="menu" />
          </button>
        ) : null}
        <Link className="ap-header__logo" href={logo.href}>
          <Image
            src={logo.src}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            loading="eager"
          />
        </Link>
        <HeaderSearch
          action={searchAction}
          defaultTerm={defaultSearchTerm}
          onSubmit={onSearchSubmit}
          onInput={onSearchInput}
          term={searchTerm}
          labels={labels}
        />
        <HeaderUtility phone={phone} taxDisplay={taxDisplay} labels={labels} />
        <HeaderActionRow
          account={account}
          accountHref={accountHref}
          onAccountClick={onAccountClick}
          wishlistHref={wishlistHref}
          wishlistCount={wishlistCount}
          onWishlistClick={onWishlistClick}
          showCart={showCart}
          cartQuantity={cartQuantity}
          onCartClick={onCartClick}
          cartHref={cartHref}
          labels={labels}
        />
      </div>
      {nav ? <div className="ap-header__navigation">{nav}</div> : null}
    </header>
  );
}
