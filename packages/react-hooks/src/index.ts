export { useFormattedPrice } from './price/useFormattedPrice';
export { SdkProvider, useSdk } from './sdk/SdkProvider';
export { useStoreSelector } from './store/useStoreSelector';
export type { ObservableStore } from './store/useStoreSelector';
export type { SdkProviderProps } from './sdk/SdkProvider';
export { useStoreConfig } from './config/useStoreConfig';
export { useNotifications } from './notifications/useNotifications';
export type { UseNotificationsResult } from './notifications/useNotifications';
export { useSdkRequest } from './request/useSdkRequest';
export type { SdkRequestState } from './request/useSdkRequest';
export { useCmsBlocks } from './cms/useCmsBlocks';
export { useMenu } from './menu/useMenu';
export { useProductList } from './catalog/useProductList';
export { useProductBySku } from './catalog/useProductBySku';
export { useTaxDisplay } from './taxDisplay/useTaxDisplay';
export type { UseTaxDisplayResult } from './taxDisplay/useTaxDisplay';
export { useQuickSearch } from './search/useQuickSearch';
export type { QuickSearchState, UseQuickSearchOptions } from './search/useQuickSearch';
export { useSearch } from './search/useSearch';
export type { UseSearchResult } from './search/useSearch';
export { useCustomer, useSession } from './session/useSession';
export type { UseSessionResult } from './session/useSession';
export { useSessionExpired } from './session/useSessionExpired';
export { usePartFinder } from './partFinder/usePartFinder';
export type { UsePartFinderResult } from './partFinder/usePartFinder';
export { useLicensePlateFinder } from './licensePlate/useLicensePlateFinder';
export type {
  UseLicensePlateFinderOptions,
  UseLicensePlateFinderResult,
} from './licensePlate/useLicensePlateFinder';
export { useMyTractors } from './tractors/useMyTractors';
export type { UseMyTractorsResult } from './tractors/useMyTractors';
export { useActiveTractorFit } from './tractors/useActiveTractorFit';
export { useActiveTractorFitment } from './tractors/useActiveTractorFitment';
export { useCart } from './cart/useCart';
export type { UseCartResult } from './cart/useCart';
export { useCheckout } from './checkout/useCheckout';
export type { UseCheckoutResult } from './checkout/useCheckout';
export { useWishlist } from './wishlist/useWishlist';
export type { UseWishlistResult } from './wishlist/useWishlist';
export { useStartVippsPayment, useVippsReturn } from './checkout/useVippsPayment';
export type { UseStartVippsPaymentResult, VippsReturnState } from './checkout/useVippsPayment';
export { usePartDiagramSelection } from './partDiagrams/usePartDiagramSelection';
export type { UsePartDiagramSelectionResult } from './partDiagrams/usePartDiagramSelection';
export { useRequisitionLists } from './requisitionLists/useRequisitionLists';
export type { UseRequisitionListsResult } from './requisitionLists/useRequisitionLists';
export {
  useProductReviews,
  useRatingBreakdown,
  useReviewWriteSettings,
} from './reviews/useProductReviews';
export { useContactForm, useNewsletterSignup } from './newsletter/useNewsletter';
export type {
  SdkActionState,
  UseContactFormResult,
  UseNewsletterSignupResult,
} from './newsletter/useNewsletter';
