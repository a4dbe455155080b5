import { Image, Link } from '@agri-parts/ui';

/** Props of {@link CheckoutHeader}. */
export interface CheckoutHeaderProps {
  logo: { src: string; alt: string; width?: number; height?: number };
}

/**
 * The checkout's header (spec §2): only the logo, a link home — no search, menu or cart to lead
 * the shopper away from the order.
 */
export function CheckoutHeader({ logo }: CheckoutHeaderProps) {
  return (
    <header className="checkout-header">
      <Link className="checkout-header__logo" href="/">
        <Image
          src={logo.src}
          alt={logo.alt}
          width={logo.width}
          height={logo.height}
          loading="eager"
        />
      </Link>
    </header>
  );
}
