import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `MenuCategories` query, its fragments inlined. */
export const MenuCategoriesDocument = "query MenuCategories($uids: [String!]!, $pageSize: Int!) {\n  categories(filters: {category_uid: {in: $uids}}, pageSize: $pageSize) {\n    items {\n      ...MenuCategoryFields\n      children {\n        ...MenuCategoryFields\n        children {\n          ...MenuCategoryFields\n        }\n      }\n    }\n  }\n}\nfragment MenuCategoryFields on CategoryTree {\n  uid\n  name\n  position\n  url_path\n  url_suffix\n}" as TypedDocumentString<
  Types.MenuCategoriesQuery,
  Types.MenuCategoriesQueryVariables
>;
