import type { ExtensionFragment } from '../extensions/ExtensionFragment';
import type { Sdk } from '../Sdk';
import { lazyService } from './lazyService';
import type { SdkParts } from './SdkParts';

/** The services of `Sdk` that hold no state: each made by {@link lazyServices}. */
export type SdkServices = Pick<
  Sdk,
  | 'customer'
  | 'addresses'
  | 'orders'
  | 'recaptcha'
  | 'cms'
  | 'menu'
  | 'catalog'
  | 'collections'
  | 'partFinder'
  | 'licensePlate'
  | 'quotes'
  | 'stockAlerts'
  | 'quickOrder'
  | 'reviews'
  | 'blog'
  | 'sitemap'
  | 'partDiagrams'
  | 'requisitionLists'
  | 'newsletter'
>;

/**
 * The SDK's services that hold no state, each loading its code on its first call
 * (`lazyService`): a bundle splits each service out, so a page carries the code of the services
 * it calls and no others. An embedder's product fragment is checked when the catalogue loads: its
 * first product read rejects with `invalid-argument`.
 */
export function lazyServices(
  { transport, session, logger }: SdkParts,
  productFragment: ExtensionFragment | undefined,
): SdkServices {
  return {
    customer: lazyService(() =>
      import('./chunks/createCustomerService').then((m) =>
        m.createCustomerService(transport, { onCustomerChanged: session.setCustomer }),
      ),
    ),
    addresses: lazyService(() =>
      import('./chunks/createAddressService').then((m) =>
        m.createAddressService(transport, {
          getCustomer: () => session.getSnapshot().customer,
          onCustomerChanged: session.setCustomer,
        }),
      ),
    ),
    orders: lazyService(() =>
      import('./chunks/createOrderService').then((m) => m.createOrderService(transport)),
    ),
    recaptcha: lazyService(() =>
      import('./chunks/createRecaptchaService').then((m) => m.createRecaptchaService(transport)),
    ),
    cms: lazyService(() =>
      import('./chunks/createCmsService').then((m) => m.createCmsService(transport)),
    ),
    menu: lazyService(() =>
      import('./chunks/createMenuService').then((m) => m.createMenuService(transport)),
    ),
    catalog: lazyService(() =>
      import('./chunks/createCatalogService').then((m) =>
        m.createCatalogService(transport, { productFragment }),
      ),
    ) as SdkServices['catalog'],
    collections: lazyService(() =>
      import('./chunks/createCollectionService').then((m) => m.createCollectionService(transport)),
    ),
    partFinder: lazyService(() =>
      import('./chunks/createPartFinderService').then((m) =>
        m.createPartFinderService(transport, { logger }),
      ),
    ),
    licensePlate: lazyService(() =>
      import('./chunks/createLicensePlateService').then((m) =>
        m.createLicensePlateService(transport, { logger }),
      ),
    ),
    quotes: lazyService(() =>
      import('./chunks/createQuoteService').then((m) => m.createQuoteService(transport)),
    ),
    newsletter: lazyService(() =>
      import('./chunks/createNewsletterService').then((m) => m.createNewsletterService(transport)),
    ),
    stockAlerts: lazyService(() =>
      import('./chunks/createStockAlertService').then((m) => m.createStockAlertService(transport)),
    ),
    quickOrder: lazyService(() =>
      import('./chunks/createQuickOrderService').then((m) => m.createQuickOrderService(transport)),
    ),
    reviews: lazyService(() =>
      import('./chunks/createReviewService').then((m) => m.createReviewService(transport)),
    ),
    blog: lazyService(() =>
      import('./chunks/createBlogService').then((m) => m.createBlogService(transport)),
    ),
    sitemap: lazyService(
      () => import('./chunks/createSitemapService').then((m) => m.createSitemapService(transport)),
      ['productUrlPages'],
    ),
    partDiagrams: lazyService(() =>
      import('./chunks/createPartDiagramService').then((m) =>
        m.createPartDiagramService(transport),
      ),
    ),
    requisitionLists: lazyService(() =>
      import('./chunks/createRequisitionListService').then((m) =>
        m.createRequisitionListService(transport),
      ),
    ),
  };
}
