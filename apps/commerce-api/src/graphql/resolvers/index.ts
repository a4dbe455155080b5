import { attributeResolvers } from './attributes.js';
import { cartResolvers } from './carts.js';
import { categoryResolvers } from './categories.js';
import { checkoutResolvers } from './checkout.js';
import { contentResolvers } from './content.js';
import { customerAddressResolvers } from './customerAddresses.js';
import { customerResolvers } from './customers.js';
import { downloadResolvers } from './downloads.js';
import { licensePlateResolvers } from './licensePlate.js';
import { myTractorResolvers } from './myTractors.js';
import { orderResolvers } from './orders.js';
import { partDiagramResolvers } from './partDiagrams.js';
import { partFinderResolvers } from './partFinder.js';
import { passwordResetResolvers } from './passwordReset.js';
import { productTypeResolvers } from './productTypes.js';
import { productsResolvers } from './products.js';
import { quoteResolvers } from './quotes.js';
import { stockAlertResolvers } from './stockAlerts.js';
import { recaptchaResolvers } from './recaptcha.js';
import { routeResolvers } from './route.js';
import { storeResolvers } from './store.js';
import { wishlistResolvers } from './wishlists.js';
import { quickOrderResolvers } from './quickOrder.js';
import { requisitionListResolvers } from './requisitionLists.js';
import { reviewResolvers } from './reviews.js';
import { paymentTokenResolvers } from './paymentTokens.js';
import { newsletterResolvers } from './newsletter.js';

import type { Resolvers } from '../generated/schemaTypes.js';

/** Every resolver of the API, merged by type and checked against the generated schema types. */
export const resolvers = {
  Query: {
    ...storeResolvers.Query,
    ...contentResolvers.Query,
    ...categoryResolvers.Query,
    ...productsResolvers.Query,
    ...routeResolvers.Query,
    ...partFinderResolvers.Query,
    ...licensePlateResolvers.Query,
    ...attributeResolvers.Query,
    ...customerResolvers.Query,
    ...recaptchaResolvers.Query,
    ...cartResolvers.Query,
    ...wishlistResolvers.Query,
    ...downloadResolvers.Query,
    ...passwordResetResolvers.Query,
    ...partDiagramResolvers.Query,
    ...quickOrderResolvers.Query,
    ...requisitionListResolvers.Query,
    ...reviewResolvers.Query,
    ...paymentTokenResolvers.Query,
  },
  Mutation: {
    ...customerResolvers.Mutation,
    ...customerAddressResolvers.Mutation,
    ...passwordResetResolvers.Mutation,
    ...myTractorResolvers.Mutation,
    ...cartResolvers.Mutation,
    ...checkoutResolvers.Mutation,
    ...wishlistResolvers.Mutation,
    ...quoteResolvers.Mutation,
    ...orderResolvers.Mutation,
    ...stockAlertResolvers.Mutation,
    ...requisitionListResolvers.Mutation,
    ...reviewResolvers.Mutation,
    ...paymentTokenResolvers.Mutation,
    ...newsletterResolvers.Mutation,
  },
  Customer: {
    ...orderResolvers.Customer,
    ...myTractorResolvers.Customer,
    ...wishlistResolvers.Customer,
    ...requisitionListResolvers.Customer,
    ...reviewResolvers.Customer,
  },
  Wishlist: wishlistResolvers.Wishlist,
  WishlistItemInterface: wishlistResolvers.WishlistItemInterface,
  WmGuestWishlist: wishlistResolvers.WmGuestWishlist,
  OrderItemInterface: orderResolvers.OrderItemInterface,
  ShipmentItemInterface: orderResolvers.ShipmentItemInterface,
  InvoiceItemInterface: orderResolvers.InvoiceItemInterface,
  CartItemInterface: cartResolvers.CartItemInterface,
  Error: cartResolvers.Error,
  ...productTypeResolvers,
  Products: productsResolvers.Products,
  CategoryProducts: productsResolvers.CategoryProducts,
  CategoryTree: categoryResolvers.CategoryTree,
  CmsPage: contentResolvers.CmsPage,
  MegaMenuItem: contentResolvers.MegaMenuItem,
  WmBlogPost: contentResolvers.WmBlogPost,
  RoutableInterface: routeResolvers.RoutableInterface,
  ProductInterface: routeResolvers.ProductInterface,
  CategoryInterface: routeResolvers.CategoryInterface,
  WmPartAssembly: partDiagramResolvers.WmPartAssembly,
  RequisitionList: requisitionListResolvers.RequisitionList,
  WmSharedRequisitionList: requisitionListResolvers.WmSharedRequisitionList,
  RequisitionListItemInterface: requisitionListResolvers.RequisitionListItemInterface,
} satisfies Resolvers;
