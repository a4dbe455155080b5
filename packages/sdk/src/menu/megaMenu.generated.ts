import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `MegaMenu` query, its fragments inlined. */
export const MegaMenuDocument = "query MegaMenu {\n  megaMenuItems {\n    ...MegaMenuItemFields\n    children {\n      ...MegaMenuItemFields\n      children {\n        ...MegaMenuItemFields\n        children {\n          ...MegaMenuItemFields\n        }\n      }\n    }\n  }\n}\nfragment MegaMenuItemFields on MegaMenuItem {\n  uid\n  title\n  link\n  link_type\n  link_uid\n  target\n  cols_nb\n  content\n  custom_class\n  icon_url\n  items_id\n  show_subcategories\n  show_title\n  width\n}" as TypedDocumentString<
  Types.MegaMenuQuery,
  Types.MegaMenuQueryVariables
>;
