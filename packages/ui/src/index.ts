export { AccountLoginControl } from './AccountLoginControl/AccountLoginControl';
export type { AccountLoginControlProps } from './AccountLoginControl/AccountLoginControl';
export { AccountMenu } from './AccountMenu/AccountMenu';
export type {
  AccountMenuItem,
  AccountMenuLabels,
  AccountMenuProps,
} from './AccountMenu/AccountMenu';
export { AccountNavigation } from './AccountNavigation/AccountNavigation';
export type {
  AccountNavigationItem,
  AccountNavigationLabels,
  AccountNavigationProps,
} from './AccountNavigation/AccountNavigation';
export { ActiveTractorBar } from './ActiveTractorBar/ActiveTractorBar';
export type {
  ActiveTractorBarLabels,
  ActiveTractorBarProps,
  ActiveTractorBarTractor,
} from './ActiveTractorBar/ActiveTractorBar';
export { AddressCard } from './AddressCard/AddressCard';
export type { AddressCardLabels, AddressCardProps } from './AddressCard/AddressCard';
export type { AccountLogout, FormPost } from './internal/PostForm';
export { AppliedFilters } from './AppliedFilters/AppliedFilters';
export type {
  AppliedFilter,
  AppliedFiltersLabels,
  AppliedFiltersProps,
} from './AppliedFilters/AppliedFilters';
export { Badge } from './Badge/Badge';
export type { BadgeProps, BadgeVariant } from './Badge/Badge';
export { BlogPostCard } from './BlogPostCard/BlogPostCard';
export type { BlogPostCardProps } from './BlogPostCard/BlogPostCard';
export { Banner } from './Banner/Banner';
export type { BannerLink, BannerProps } from './Banner/Banner';
export { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
export type {
  BreadcrumbItem,
  BreadcrumbsLabels,
  BreadcrumbsProps,
} from './Breadcrumbs/Breadcrumbs';
export { Button } from './Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button';
export { Carousel } from './Carousel/Carousel';
export type { CarouselLabels, CarouselProps } from './Carousel/Carousel';
export { Checkbox } from './Checkbox/Checkbox';
export { ConsentBanner } from './ConsentBanner/ConsentBanner';
export type {
  ConsentBannerChoice,
  ConsentBannerLabels,
  ConsentBannerProps,
} from './ConsentBanner/ConsentBanner';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { ColorFilter } from './ColorFilter/ColorFilter';
export type { ColorFilterOption, ColorFilterProps } from './ColorFilter/ColorFilter';
export { ColorSwatch } from './ColorSwatch/ColorSwatch';
export type { ColorSwatchProps, SwatchColor } from './ColorSwatch/ColorSwatch';
export { Dropdown } from './Dropdown/Dropdown';
export type { DropdownLabels, DropdownProps } from './Dropdown/Dropdown';
export { filterDropdownOptions } from './Dropdown/filterDropdownOptions';
export type { DropdownOption } from './Dropdown/filterDropdownOptions';
export { FitBadge, fitBadgeTone } from './FitBadge/FitBadge';
export type { FitBadgeProps, FitBadgeTone } from './FitBadge/FitBadge';
export { FilterGroup } from './FilterGroup/FilterGroup';
export type {
  FilterGroupLabels,
  FilterGroupProps,
  FilterMode,
  FilterOption,
} from './FilterGroup/FilterGroup';
export { Footer } from './Footer/Footer';
export type { FooterColumn, FooterLabels, FooterLink, FooterProps } from './Footer/Footer';
export { FormError } from './FormError/FormError';
export type { FormErrorProps } from './FormError/FormError';
export { Gallery } from './Gallery/Gallery';
export type { GalleryImage, GalleryLabels, GalleryProps } from './Gallery/Gallery';
export { Header } from './Header/Header';
export type {
  HeaderLabels,
  HeaderLogo,
  HeaderPhone,
  HeaderProps,
  HeaderTaxDisplay,
} from './Header/Header';
export { Icon, iconNames } from './Icon/Icon';
export type { IconName, IconProps } from './Icon/Icon';
export { defaultIconSpriteHref, IconSpriteProvider } from './Icon/IconSprite';
export type { IconSpriteProviderProps } from './Icon/IconSprite';
export { Image } from './Image/Image';
export type { ImageProps } from './Image/Image';
export { ImageSourceProvider } from './Image/ImageSource';
export type { ImageSourceProviderProps, ImageSourceRewrite } from './Image/ImageSource';
export { imagePresets } from './Image/imagePresets';
export type { ImagePreset } from './Image/imagePresets';
export { presetImage } from './Image/presetImage';
export type { PresetImageSources } from './Image/presetImage';
export { ItemsPerPageSelect } from './ItemsPerPageSelect/ItemsPerPageSelect';
export type {
  ItemsPerPageSelectLabels,
  ItemsPerPageSelectProps,
} from './ItemsPerPageSelect/ItemsPerPageSelect';
export { isExternalHref, Link, LinkProvider } from './Link/Link';
export type { LinkComponent, LinkProps, LinkProviderProps } from './Link/Link';
export { LicensePlateFinder } from './LicensePlateFinder/LicensePlateFinder';
export type {
  LicensePlateChoice,
  LicensePlateChoiceName,
  LicensePlateFinderAction,
  LicensePlateFinderLabels,
  LicensePlateFinderMessage,
  LicensePlateFinderProps,
} from './LicensePlateFinder/LicensePlateFinder';
export { LoadingBar } from './LoadingBar/LoadingBar';
export type { LoadingBarLabels, LoadingBarProps } from './LoadingBar/LoadingBar';
export { MegaMenu } from './MegaMenu/MegaMenu';
export type { MegaMenuLabels, MegaMenuProps, MegaMenuTrigger } from './MegaMenu/MegaMenu';
export type { MegaMenuChildrenLabels } from './MegaMenu/MegaMenuChildrenStatus';
export type { MegaMenuItem } from './MegaMenu/MegaMenuItem';
export { MobileMenu } from './MobileMenu/MobileMenu';
export type { MobileMenuLabels, MobileMenuProps } from './MobileMenu/MobileMenu';
export { Modal } from './Modal/Modal';
export type { ModalLabels, ModalProps } from './Modal/Modal';
export { Notification } from './Notification/Notification';
export type {
  NotificationLabels,
  NotificationProps,
  NotificationType,
} from './Notification/Notification';
export { NotificationArea } from './Notification/NotificationArea';
export type {
  NotificationAreaItem,
  NotificationAreaLabels,
  NotificationAreaProps,
} from './Notification/NotificationArea';
export { OrderAddresses } from './OrderAddresses/OrderAddresses';
export type { OrderAddressesBlock, OrderAddressesProps } from './OrderAddresses/OrderAddresses';
export { OrderItemsTable } from './OrderItemsTable/OrderItemsTable';
export type {
  OrderItemOption,
  OrderItemRow,
  OrderItemsTableLabels,
  OrderItemsTableProps,
} from './OrderItemsTable/OrderItemsTable';
export { OrderList } from './OrderList/OrderList';
export type { OrderListLabels, OrderListOrder, OrderListProps } from './OrderList/OrderList';
export { OrderStatusBadge } from './OrderStatusBadge/OrderStatusBadge';
export type { OrderStatusBadgeProps } from './OrderStatusBadge/OrderStatusBadge';
export { orderStatusTone } from './OrderStatusBadge/orderStatusTone';
export { ReorderResult } from './ReorderResult/ReorderResult';
export type { ReorderResultLine, ReorderResultProps } from './ReorderResult/ReorderResult';
export type { OrderStatusTone } from './OrderStatusBadge/orderStatusTone';
export { OrderTotals } from './OrderTotals/OrderTotals';
export type {
  OrderTotalsProps,
  OrderTotalsRow,
  OrderTotalsRowKind,
} from './OrderTotals/OrderTotals';
export { PartFinder } from './PartFinder/PartFinder';
export type {
  PartFinderLabels,
  PartFinderList,
  PartFinderListLabels,
  PartFinderListName,
  PartFinderListStatus,
  PartFinderModeToggle,
  PartFinderProps,
} from './PartFinder/PartFinder';
export { Pagination } from './Pagination/Pagination';
export type {
  PaginationItem,
  PaginationLabels,
  PaginationModel,
  PaginationProps,
  PaginationStep,
} from './Pagination/Pagination';
export { PasswordField } from './PasswordField/PasswordField';
export type { PasswordFieldLabels, PasswordFieldProps } from './PasswordField/PasswordField';
export { PostalAddress } from './PostalAddress/PostalAddress';
export type {
  PostalAddressLabels,
  PostalAddressProps,
  PostalAddressValue,
} from './PostalAddress/PostalAddress';
export { Price } from './Price/Price';
export type { PriceProps, PriceSpecialLabels } from './Price/Price';
export { PriceRangeFilter } from './PriceRangeFilter/PriceRangeFilter';
export type {
  PriceRange,
  PriceRangeFilterLabels,
  PriceRangeFilterProps,
} from './PriceRangeFilter/PriceRangeFilter';
export { ProductCard } from './ProductCard/ProductCard';
export type {
  ProductCardBadge,
  ProductCardCartState,
  ProductCardImage,
  ProductCardLabels,
  ProductCardLayout,
  ProductCardProps,
  ProductCardRating,
  ProductCardStock,
} from './ProductCard/ProductCard';
export { PartNumber } from './PartNumber/PartNumber';
export type { PartNumberLabels, PartNumberProps, PartNumberValue } from './PartNumber/PartNumber';
export { ProductInfoNotes } from './ProductInfoNotes/ProductInfoNotes';
export type { ProductInfoNote, ProductInfoNotesProps } from './ProductInfoNotes/ProductInfoNotes';
export { clampQuantity } from './QuantitySelector/clampQuantity';
export { QuantitySelector } from './QuantitySelector/QuantitySelector';
export type {
  QuantitySelectorLabels,
  QuantitySelectorProps,
} from './QuantitySelector/QuantitySelector';
export { Rating } from './Rating/Rating';
export type { RatingLabels, RatingProps } from './Rating/Rating';
export { SearchNoResults } from './SearchNoResults/SearchNoResults';
export type {
  SearchNoResultsLabels,
  SearchNoResultsLink,
  SearchNoResultsProps,
} from './SearchNoResults/SearchNoResults';
export { SearchOverlay } from './SearchOverlay/SearchOverlay';
export type {
  SearchOverlayCategory,
  SearchOverlayLabels,
  SearchOverlayLink,
  SearchOverlayProduct,
  SearchOverlayProps,
} from './SearchOverlay/SearchOverlay';
export { SelectField } from './SelectField/SelectField';
export type { SelectFieldOption, SelectFieldProps } from './SelectField/SelectField';
export { Sidebar } from './Sidebar/Sidebar';
export type { SidebarLabels, SidebarProps } from './Sidebar/Sidebar';
export { SortSelect } from './SortSelect/SortSelect';
export type { SortSelectLabels, SortSelectOption, SortSelectProps } from './SortSelect/SortSelect';
export { SpecificationsTable } from './SpecificationsTable/SpecificationsTable';
export type {
  SpecificationRow,
  SpecificationsTableProps,
} from './SpecificationsTable/SpecificationsTable';
export { StockStatus, stockStatusState } from './StockStatus/StockStatus';
export type {
  StockStatusLabels,
  StockStatusProps,
  StockStatusState,
  StockStatusValue,
} from './StockStatus/StockStatus';
export { SubmitButton } from './SubmitButton/SubmitButton';
export type { SubmitButtonProps } from './SubmitButton/SubmitButton';
export { Tabs } from './Tabs/Tabs';
export type { TabsItem, TabsLabels, TabsProps } from './Tabs/Tabs';
export { TextField } from './TextField/TextField';
export type { TextFieldProps, TextFieldType } from './TextField/TextField';
export { TextAreaField } from './TextAreaField/TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField/TextAreaField';
export { TractorList } from './TractorList/TractorList';
export type {
  TractorListItem,
  TractorListLabels,
  TractorListProps,
  TractorListStatus,
} from './TractorList/TractorList';
export { Toggle } from './Toggle/Toggle';
export type { ToggleProps } from './Toggle/Toggle';
export { TopBar } from './TopBar/TopBar';
export type { TopBarLabels, TopBarLink, TopBarProps } from './TopBar/TopBar';
export { ViewToggle } from './ViewToggle/ViewToggle';
export type { ListingView, ViewToggleLabels, ViewToggleProps } from './ViewToggle/ViewToggle';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { WishlistButton } from './WishlistButton/WishlistButton';
export type { WishlistButtonLabels, WishlistButtonProps } from './WishlistButton/WishlistButton';
export { WishlistItem } from './WishlistItem/WishlistItem';
export type {
  WishlistItemLabels,
  WishlistItemLayout,
  WishlistItemProps,
  WishlistItemState,
} from './WishlistItem/WishlistItem';
export { WishlistGrid } from './WishlistGrid/WishlistGrid';
export type {
  WishlistGridLabels,
  WishlistGridProps,
  WishlistGridStatus,
} from './WishlistGrid/WishlistGrid';
export { CartLine, CartLineList } from './CartLine/CartLine';
export type {
  CartLineItem,
  CartLineLabels,
  CartLineListProps,
  CartLineOption,
  CartLineProps,
} from './CartLine/CartLine';
export { CartSummary } from './CartSummary/CartSummary';
export type { CartSummaryProps } from './CartSummary/CartSummary';
export { TotalBar } from './TotalBar/TotalBar';
export type { TotalBarProps } from './TotalBar/TotalBar';
export { ShipmentTracking } from './ShipmentTracking/ShipmentTracking';
export type {
  ShipmentTrackingLabels,
  ShipmentTrackingProps,
  ShipmentTrackingStep,
} from './ShipmentTracking/ShipmentTracking';
export { StepIndicator } from './StepIndicator/StepIndicator';
export type {
  StepIndicatorLabels,
  StepIndicatorProps,
  StepIndicatorState,
  StepIndicatorStep,
} from './StepIndicator/StepIndicator';
export { CouponForm } from './CouponForm/CouponForm';
export type { CouponFormLabels, CouponFormProps } from './CouponForm/CouponForm';
export { FreeShippingProgress } from './FreeShippingProgress/FreeShippingProgress';
export type { FreeShippingProgressProps } from './FreeShippingProgress/FreeShippingProgress';
export { VippsButton, VippsPaymentPanel } from './VippsPayment/VippsPayment';
export type {
  VippsButtonProps,
  VippsPaymentLabels,
  VippsPaymentPanelProps,
} from './VippsPayment/VippsPayment';
export { PartDiagram } from './PartDiagram/PartDiagram';
export type {
  PartDiagramItem,
  PartDiagramLabels,
  PartDiagramProps,
} from './PartDiagram/PartDiagram';
export { QuickOrderTable } from './QuickOrderTable/QuickOrderTable';
export type {
  QuickOrderTableLabels,
  QuickOrderTableProps,
  QuickOrderTableRow,
} from './QuickOrderTable/QuickOrderTable';
export { SavedListPicker } from './SavedListPicker/SavedListPicker';
export type {
  SavedListPickerLabels,
  SavedListPickerList,
  SavedListPickerProps,
} from './SavedListPicker/SavedListPicker';
export { SavedListTable } from './SavedListTable/SavedListTable';
export type {
  SavedListTableLabels,
  SavedListTableLine,
  SavedListTableProps,
} from './SavedListTable/SavedListTable';
export { RatingBreakdown } from './Reviews/RatingBreakdown';
export type {
  RatingBreakdownBar,
  RatingBreakdownLabels,
  RatingBreakdownProps,
} from './Reviews/RatingBreakdown';
export { ReviewList } from './Reviews/ReviewList';
export type { ReviewListItem, ReviewListLabels, ReviewListProps } from './Reviews/ReviewList';
export { ReviewForm } from './Reviews/ReviewForm';
export type {
  ReviewFormLabels,
  ReviewFormProps,
  ReviewFormRatingKind,
  ReviewFormDefaults,
} from './Reviews/ReviewForm';
export { NewsletterSignup } from './NewsletterSignup/NewsletterSignup';
export type {
  NewsletterSignupFormElementProps,
  NewsletterSignupLabels,
  NewsletterSignupProps,
} from './NewsletterSignup/NewsletterSignup';
