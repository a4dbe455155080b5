import type { CodegenConfig } from '@graphql-codegen/cli';

import sdkDocumentsPreset from './scripts/codegen/sdkDocumentsPreset.mjs';

/**
 * One codegen for the monorepo, from the shared SDL in `schema/`:
 * - the SDK's operation types (one types-only file) and its typed documents, each `.graphql`
 *   file's beside it (`*.generated.ts`), from the `.graphql` files beside its services;
 * - resolver and argument types for commerce-api.
 * Run `npm run codegen` after changing the schema or a document; `npm test` fails when the
 * generated files are out of date.
 */
const schema = ['schema/magento.graphql', 'schema/extensions.graphql'];

const scalars = { ID: 'string' };

const sdkDocuments = ['packages/sdk/src/**/*.graphql'];

const sdkTypesConfig = {
  onlyOperationTypes: true,
  enumsAsTypes: true,
  useTypeImports: true,
  avoidOptionals: { field: true, inputValue: false, object: true },
  scalars,
};

const config: CodegenConfig = {
  schema,
  ignoreNoDocuments: true,
  generates: {
    // Every type of the schema and the SDK's operations, types only (nothing of it reaches a
    // bundle).
    'packages/sdk/src/generated/graphql.ts': {
      documents: sdkDocuments,
      plugins: ['typescript', 'typescript-operations'],
      config: sdkTypesConfig,
    },
    // Each `.graphql` file's documents beside it (`cart.graphql` → `cart.generated.ts`), so a
    // bundle holds the documents of the services it imports and no others: a browser page that
    // loads only the cart's code loads only the cart's documents.
    'packages/sdk/src/': {
      documents: sdkDocuments,
      preset: sdkDocumentsPreset,
      // Documents as plain strings (fragments inlined), not ASTs: the transport sends them as
      // they are, so no GraphQL parser or printer has to reach a browser bundle.
      plugins: ['./scripts/codegen/sdkDocuments.mjs'],
      config: sdkTypesConfig,
    },
    'apps/commerce-api/src/graphql/generated/schemaTypes.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../context.js#GraphQLContext',
        scalars,
        // Resolvers receive database rows, not the GraphQL shapes: these are their parents.
        mappers: {
          ProductInterface: '../../catalog/catalogLoaders.js#ProductRow',
          SimpleProduct: '../../catalog/catalogLoaders.js#ProductRow',
          VirtualProduct: '../../catalog/catalogLoaders.js#ProductRow',
          ConfigurableProduct: '../../catalog/catalogLoaders.js#ProductRow',
          BundleProduct: '../../catalog/catalogLoaders.js#ProductRow',
          GroupedProduct: '../../catalog/catalogLoaders.js#ProductRow',
          DownloadableProduct: '../../catalog/catalogLoaders.js#ProductRow',
          CategoryTree: '../../catalog/catalogLoaders.js#CategoryRow',
          CategoryInterface: '../../catalog/catalogLoaders.js#CategoryRow',
          Products: '../resolvers/products.js#ProductsResult',
          CategoryProducts: '../resolvers/products.js#ProductsResult',
          CmsPage: '../resolvers/content.js#CmsPageRow',
          MegaMenuItem: '../resolvers/content.js#MenuNode',
          WmBlogPost: '../resolvers/content.js#BlogPostRow',
          // The account's own fields; orders and My tractors are field resolvers of their own.
          Customer: '../resolvers/customers.js#CustomerParent',
          // Wish lists read their items (and counts) in field resolvers.
          Wishlist: '../../wishlists/wishlistRow.js#WishlistParent',
          WmGuestWishlist: '../../wishlists/wishlistRow.js#WishlistParent',
          // An assembly's positions, count and picture are field resolvers over its row.
          WmPartAssembly: '../resolvers/partDiagrams.js#AssemblyRow',
          // Saved lists read their lines (and counts) in field resolvers.
          RequisitionList: '../../requisitionLists/requisitionListAccess.js#RequisitionListRow',
          WmSharedRequisitionList:
            '../../requisitionLists/requisitionListAccess.js#RequisitionListRow',
        },
      },
    },
  },
};

export default config;
