import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One codegen for the monorepo, from the shared SDL in `schema/`:
 * - typed documents for the SDK, from the `.graphql` files beside its services;
 * - resolver and argument types for commerce-api.
 * Run `npm run codegen` after changing the schema or a document; `npm test` fails when the
 * generated files are out of date.
 */
const schema = ['schema/magento.graphql', 'schema/extensions.graphql'];

const scalars = { ID: 'string' };

const config: CodegenConfig = {
  schema,
  ignoreNoDocuments: true,
  generates: {
    'packages/sdk/src/generated/graphql.ts': {
      documents: ['packages/sdk/src/**/*.graphql'],
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        onlyOperationTypes: true,
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: true },
        scalars,
        // Documents as strings (fragments inlined), not ASTs: the transport sends them as they
        // are, so no GraphQL parser or printer has to reach a browser bundle.
        documentMode: 'string',
        // `new TypedDocumentString(…)` marked pure, so bundlers drop the documents nothing sends.
        pureMagicComment: true,
      },
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
        },
      },
    },
  },
};

export default config;
