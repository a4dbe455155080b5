import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `SitemapCategories` query, its fragments inlined. */
export const SitemapCategoriesDocument = "query SitemapCategories {\n  categories {\n    items {\n      ...SitemapCategoryFields\n      children {\n        ...SitemapCategoryFields\n        children {\n          ...SitemapCategoryFields\n          children {\n            ...SitemapCategoryFields\n            children {\n              ...SitemapCategoryFields\n            }\n          }\n        }\n      }\n    }\n  }\n}\nfragment SitemapCategoryFields on CategoryTree {\n  uid\n  name\n  url_path\n  url_suffix\n}" as TypedDocumentString<
  Types.SitemapCategoriesQuery,
  Types.SitemapCategoriesQueryVariables
>;
