import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';
import { accessibilityViolations } from './internal/accessibilityViolations';
import * as AccountMenuStories from './AccountMenu/AccountMenu.stories';
import * as AccountNavigationStories from './AccountNavigation/AccountNavigation.stories';
import * as ActiveTractorBarStories from './ActiveTractorBar/ActiveTractorBar.stories';
import * as AddressCardStories from './AddressCard/AddressCard.stories';
import * as AppliedFiltersStories from './AppliedFilters/AppliedFilters.stories';
import * as BadgeStories from './Badge/Badge.stories';
import * as BlogPostCardStories from './BlogPostCard/BlogPostCard.stories';
import * as BreadcrumbsStories from './Breadcrumbs/Breadcrumbs.stories';
import * as ButtonStories from './Button/Button.stories';
import * as CarouselStories from './Carousel/Carousel.stories';
import * as CartLineStories from './CartLine/CartLine.stories';
import * as CartSummaryStories from './CartSummary/CartSummary.stories';
import * as CheckboxStories from './Checkbox/Checkbox.stories';
import * as ColorFilterStories from './ColorFilter/ColorFilter.stories';
import * as ColorSwatchStories from './ColorSwatch/ColorSwatch.stories';
import * as ConsentBannerStories from './ConsentBanner/ConsentBanner.stories';
import * as CouponFormStories from './CouponForm/CouponForm.stories';
import * as NewsletterSignupStories from './NewsletterSignup/NewsletterSignup.stories';
import * as DropdownStories from './Dropdown/Dropdown.stories';
import * as FilterGroupStories from './FilterGroup/FilterGroup.stories';
import * as FilterSidebarStories from './FilterSidebar/FilterSidebar.stories';
import * as FitBadgeStories from './FitBadge/FitBadge.stories';
import * as FooterStories from './Footer/Footer.stories';
import * as FormErrorStories from './FormError/FormError.stories';
import * as FreeShippingProgressStories from './FreeShippingProgress/FreeShippingProgress.stories';
import * as GalleryStories from './Gallery/Gallery.stories';
import * as HeaderStories from './Header/Header.stories';
import * as IconStories from './Icon/Icon.stories';
import * as ImageStories from './Image/Image.stories';
import * as ItemsPerPageSelectStories from './ItemsPerPageSelect/ItemsPerPageSelect.stories';
import * as LicensePlateFinderStories from './LicensePlateFinder/LicensePlateFinder.stories';
import * as LinkStories from './Link/Link.stories';
import * as LoadingBarStories from './LoadingBar/LoadingBar.stories';
import * as MegaMenuStories from './MegaMenu/MegaMenu.stories';
import * as MobileMenuStories from './MobileMenu/MobileMenu.stories';
import * as ModalStories from './Modal/Modal.stories';
import * as NotificationStories from './Notification/Notification.stories';
import * as NotificationAreaStories from './Notification/NotificationArea.stories';
import * as OrderAddressesStories from './OrderAddresses/OrderAddresses.stories';
import * as OrderItemsTableStories from './OrderItemsTable/OrderItemsTable.stories';
import * as OrderListStories from './OrderList/OrderList.stories';
import * as OrderStatusBadgeStories from './OrderStatusBadge/OrderStatusBadge.stories';
import * as ReorderResultStories from './ReorderResult/ReorderResult.stories';
import * as OrderTotalsStories from './OrderTotals/OrderTotals.stories';
import * as PaginationStories from './Pagination/Pagination.stories';
import * as PartFinderStories from './PartFinder/PartFinder.stories';
import * as PasswordFieldStories from './PasswordField/PasswordField.stories';
import * as CartSidebarPatternStories from './patterns/CartSidebar.stories';
import * as PostalAddressStories from './PostalAddress/PostalAddress.stories';
import * as PriceStories from './Price/Price.stories';
import * as PriceRangeFilterStories from './PriceRangeFilter/PriceRangeFilter.stories';
import * as ProductCardStories from './ProductCard/ProductCard.stories';
import * as ProductInfoNotesStories from './ProductInfoNotes/ProductInfoNotes.stories';
import * as QuantitySelectorStories from './QuantitySelector/QuantitySelector.stories';
import * as RatingStories from './Rating/Rating.stories';
import * as PartNumberStories from './PartNumber/PartNumber.stories';
import * as SearchNoResultsStories from './SearchNoResults/SearchNoResults.stories';
import * as SearchOverlayStories from './SearchOverlay/SearchOverlay.stories';
import * as SelectFieldStories from './SelectField/SelectField.stories';
import * as SidebarStories from './Sidebar/Sidebar.stories';
import * as SortSelectStories from './SortSelect/SortSelect.stories';
import * as ShipmentTrackingStories from './ShipmentTracking/ShipmentTracking.stories';
import * as PartDiagramStories from './PartDiagram/PartDiagram.stories';
import * as StepIndicatorStories from './StepIndicator/StepIndicator.stories';
import * as SpecificationsTableStories from './SpecificationsTable/SpecificationsTable.stories';
import * as StockStatusStories from './StockStatus/StockStatus.stories';
import * as SubmitButtonStories from './SubmitButton/SubmitButton.stories';
import * as TabsStories from './Tabs/Tabs.stories';
import * as TextFieldStories from './TextField/TextField.stories';
import * as TractorListStories from './TractorList/TractorList.stories';
import * as ToggleStories from './Toggle/Toggle.stories';
import * as TopBarStories from './TopBar/TopBar.stories';
import * as TotalBarStories from './TotalBar/TotalBar.stories';
import * as ViewToggleStories from './ViewToggle/ViewToggle.stories';
import * as WishlistButtonStories from './WishlistButton/WishlistButton.stories';
import * as VisuallyHiddenStories from './VisuallyHidden/VisuallyHidden.stories';
import * as WishlistGridStories from './WishlistGrid/WishlistGrid.stories';
import * as WishlistItemStories from './WishlistItem/WishlistItem.stories';
import * as VippsPaymentStories from './VippsPayment/VippsPayment.stories';
import * as SavedListPickerStories from './SavedListPicker/SavedListPicker.stories';
import * as SavedListTableStories from './SavedListTable/SavedListTable.stories';
import * as ReviewsStories from './Reviews/Reviews.stories';

setProjectAnnotations(preview);

// axe over a whole story takes a few seconds on a busy machine (the test run shares its cores):
// the default 5 s timed out on the larger stories without anything being wrong.
vi.setConfig({ testTimeout: 20_000 });

const storyModules = {
  AccountMenu: AccountMenuStories,
  AccountNavigation: AccountNavigationStories,
  ActiveTractorBar: ActiveTractorBarStories,
  AddressCard: AddressCardStories,
  AppliedFilters: AppliedFiltersStories,
  Badge: BadgeStories,
  BlogPostCard: BlogPostCardStories,
  Breadcrumbs: BreadcrumbsStories,
  Button: ButtonStories,
  Carousel: CarouselStories,
  CartLine: CartLineStories,
  CartSummary: CartSummaryStories,
  Checkbox: CheckboxStories,
  ColorFilter: ColorFilterStories,
  ColorSwatch: ColorSwatchStories,
  ConsentBanner: ConsentBannerStories,
  CouponForm: CouponFormStories,
  NewsletterSignup: NewsletterSignupStories,
  Dropdown: DropdownStories,
  FilterGroup: FilterGroupStories,
  FilterSidebar: FilterSidebarStories,
  FitBadge: FitBadgeStories,
  Footer: FooterStories,
  FormError: FormErrorStories,
  FreeShippingProgress: FreeShippingProgressStories,
  Gallery: GalleryStories,
  Header: HeaderStories,
  Icon: IconStories,
  Image: ImageStories,
  ItemsPerPageSelect: ItemsPerPageSelectStories,
  LicensePlateFinder: LicensePlateFinderStories,
  Link: LinkStories,
  LoadingBar: LoadingBarStories,
  MegaMenu: MegaMenuStories,
  MobileMenu: MobileMenuStories,
  Modal: ModalStories,
  Notification: NotificationStories,
  NotificationArea: NotificationAreaStories,
  OrderAddresses: OrderAddressesStories,
  OrderItemsTable: OrderItemsTableStories,
  OrderList: OrderListStories,
  OrderStatusBadge: OrderStatusBadgeStories,
  ReorderResult: ReorderResultStories,
  OrderTotals: OrderTotalsStories,
  Pagination: PaginationStories,
  PartFinder: PartFinderStories,
  PasswordField: PasswordFieldStories,
  CartSidebarPattern: CartSidebarPatternStories,
  PostalAddress: PostalAddressStories,
  Price: PriceStories,
  PriceRangeFilter: PriceRangeFilterStories,
  ProductCard: ProductCardStories,
  ProductInfoNotes: ProductInfoNotesStories,
  QuantitySelector: QuantitySelectorStories,
  Rating: RatingStories,
  SearchOverlay: SearchOverlayStories,
  SearchNoResults: SearchNoResultsStories,
  PartNumber: PartNumberStories,
  SelectField: SelectFieldStories,
  Sidebar: SidebarStories,
  SortSelect: SortSelectStories,
  ShipmentTracking: ShipmentTrackingStories,
  StepIndicator: StepIndicatorStories,
  SpecificationsTable: SpecificationsTableStories,
  StockStatus: StockStatusStories,
  SubmitButton: SubmitButtonStories,
  Tabs: TabsStories,
  TextField: TextFieldStories,
  TractorList: TractorListStories,
  Toggle: ToggleStories,
  TopBar: TopBarStories,
  TotalBar: TotalBarStories,
  ViewToggle: ViewToggleStories,
  WishlistButton: WishlistButtonStories,
  VisuallyHidden: VisuallyHiddenStories,
  WishlistGrid: WishlistGridStories,
  WishlistItem: WishlistItemStories,
  VippsPayment: VippsPaymentStories,
  PartDiagram: PartDiagramStories,
  SavedListPicker: SavedListPickerStories,
  SavedListTable: SavedListTableStories,
  Reviews: ReviewsStories,
};

afterEach(() => {
  cleanup();
});

type StoryModule = Parameters<typeof composeStories>[0];

/** Every story of every module, as `[name, component]`, named `Component StoryName`. */
const everyStory = Object.entries(storyModules).flatMap(([component, stories]) =>
  Object.entries(composeStories(stories as StoryModule)).map(
    ([name, Story]) => [`${component} ${name}`, Story as unknown as ComponentType] as const,
  ),
);

describe('every story', () => {
  it.each(everyStory)('%s has no accessibility violations', async (_name, Story) => {
    render(<Story />);
    // Let the loading bar pass its throttle and dialogs move focus before checking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));

    expect(await accessibilityViolations()).toEqual([]);
  });
});

describe('opened states', () => {
  it('an open mega menu panel has no accessibility violations', async () => {
    const { Hover } = composeStories(MegaMenuStories);
    render(<Hover />);

    await userEvent.click(screen.getByRole('button', { name: 'Undermeny for Traktordeler' }));

    expect(screen.getByRole('link', { name: 'Motor' })).toBeDefined();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('an open filterable dropdown has no accessibility violations', async () => {
    const { Filterable } = composeStories(DropdownStories);
    render(<Filterable />);

    await userEvent.click(screen.getByRole('button', { name: /^Merke/ }));
    await userEvent.keyboard('{ArrowDown}');

    expect(screen.getByRole('listbox')).toBeDefined();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('an open plain dropdown has no accessibility violations', async () => {
    const { Chosen } = composeStories(DropdownStories);
    render(<Chosen />);

    await userEvent.click(screen.getByRole('button', { name: /^Merke/ }));

    expect(screen.getByRole('listbox')).toBeDefined();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('an open account menu has no accessibility violations', async () => {
    const { LoggedIn } = composeStories(AccountMenuStories);
    render(<LoggedIn />);

    await userEvent.click(screen.getByText('Min konto'));

    expect(document.querySelector('details')?.open).toBe(true);
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('an expanded mobile menu has no accessibility violations', async () => {
    const { Default } = composeStories(MobileMenuStories);
    render(<Default />);

    await userEvent.click(screen.getByRole('button', { name: 'Undermeny for Hydraulikk' }));

    expect(await accessibilityViolations()).toEqual([]);
  });
});
