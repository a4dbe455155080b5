export { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
export type {
  BreadcrumbItem,
  BreadcrumbsLabels,
  BreadcrumbsProps,
} from './Breadcrumbs/Breadcrumbs';
export { Button } from './Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button';
export { Dropdown } from './Dropdown/Dropdown';
export type { DropdownLabels, DropdownProps } from './Dropdown/Dropdown';
export { filterDropdownOptions } from './Dropdown/filterDropdownOptions';
export type { DropdownOption } from './Dropdown/filterDropdownOptions';
export { Footer } from './Footer/Footer';
export type { FooterColumn, FooterLabels, FooterLink, FooterProps } from './Footer/Footer';
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
export { Image } from './Image/Image';
export type { ImageProps } from './Image/Image';
export { isExternalHref, Link, LinkProvider } from './Link/Link';
export type { LinkComponent, LinkProps, LinkProviderProps } from './Link/Link';
export { LoadingBar } from './LoadingBar/LoadingBar';
export type { LoadingBarLabels, LoadingBarProps } from './LoadingBar/LoadingBar';
export { MegaMenu } from './MegaMenu/MegaMenu';
export type { MegaMenuLabels, MegaMenuProps, MegaMenuTrigger } from './MegaMenu/MegaMenu';
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
export { Price } from './Price/Price';
export type { PriceProps } from './Price/Price';
export { Sidebar } from './Sidebar/Sidebar';
export type { SidebarLabels, SidebarProps } from './Sidebar/Sidebar';
export { Toggle } from './Toggle/Toggle';
export type { ToggleProps } from './Toggle/Toggle';
export { TopBar } from './TopBar/TopBar';
export type { TopBarLabels, TopBarProps } from './TopBar/TopBar';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { Badge } from './Badge/Badge';
export type { BadgeProps, BadgeVariant } from './Badge/Badge';
export { ColorSwatch } from './ColorSwatch/ColorSwatch';
export type { ColorSwatchProps, SwatchColor } from './ColorSwatch/ColorSwatch';
export { Rating } from './Rating/Rating';
export type { RatingLabels, RatingProps } from './Rating/Rating';
export { StockStatus, stockStatusState } from './StockStatus/StockStatus';
export type {
  StockStatusLabels,
  StockStatusProps,
  StockStatusState,
  StockStatusValue,
} from './StockStatus/StockStatus';
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
export { imagePresets } from './Image/imagePresets';
export type { ImagePreset } from './Image/imagePresets';
export { Pagination } from './Pagination/Pagination';
export type {
  PaginationItem,
  PaginationLabels,
  PaginationModel,
  PaginationProps,
  PaginationStep,
} from './Pagination/Pagination';
export { FilterGroup } from './FilterGroup/FilterGroup';
export type {
  FilterGroupLabels,
  FilterGroupProps,
  FilterMode,
  FilterOption,
} from './FilterGroup/FilterGroup';
export { ColorFilter } from './ColorFilter/ColorFilter';
export type { ColorFilterOption, ColorFilterProps } from './ColorFilter/ColorFilter';
export { PriceRangeFilter } from './PriceRangeFilter/PriceRangeFilter';
export type {
  PriceRange,
  PriceRangeFilterLabels,
  PriceRangeFilterProps,
} from './PriceRangeFilter/PriceRangeFilter';
export { AppliedFilters } from './AppliedFilters/AppliedFilters';
export type {
  AppliedFilter,
  AppliedFiltersLabels,
  AppliedFiltersProps,
} from './AppliedFilters/AppliedFilters';
export { SortSelect } from './SortSelect/SortSelect';
export type { SortSelectLabels, SortSelectOption, SortSelectProps } from './SortSelect/SortSelect';
export { ItemsPerPageSelect } from './ItemsPerPageSelect/ItemsPerPageSelect';
export type {
  ItemsPerPageSelectLabels,
  ItemsPerPageSelectProps,
} from './ItemsPerPageSelect/ItemsPerPageSelect';
export { ViewToggle } from './ViewToggle/ViewToggle';
export type { ListingView, ViewToggleLabels, ViewToggleProps } from './ViewToggle/ViewToggle';
export { QuantitySelector } from './QuantitySelector/QuantitySelector';
export type {
  QuantitySelectorLabels,
  QuantitySelectorProps,
} from './QuantitySelector/QuantitySelector';
export { clampQuantity } from './QuantitySelector/clampQuantity';
export { Gallery } from './Gallery/Gallery';
export type { GalleryImage, GalleryLabels, GalleryProps } from './Gallery/Gallery';
export { SearchOverlay } from './SearchOverlay/SearchOverlay';
export type {
  SearchOverlayCategory,
  SearchOverlayLabels,
  SearchOverlayProduct,
  SearchOverlayProps,
} from './SearchOverlay/SearchOverlay';
export { Carousel } from './Carousel/Carousel';
export type { CarouselLabels, CarouselProps } from './Carousel/Carousel';
