import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `MyTractors` query, its fragments inlined. */
export const MyTractorsDocument = "query MyTractors {\n  customer {\n    wm_tractors {\n      ...TractorFields\n    }\n  }\n}\nfragment TractorFields on WmTractor {\n  id\n  finder {\n    id\n    name\n    slug\n  }\n  brand {\n    id\n    name\n    slug\n  }\n  model {\n    id\n    name\n    slug\n  }\n  license_plate\n  nickname\n  is_active\n  added_at\n}" as TypedDocumentString<
  Types.MyTractorsQuery,
  Types.MyTractorsQueryVariables
>;

/** The `AddTractors` mutation, its fragments inlined. */
export const AddTractorsDocument = "mutation AddTractors($input: [WmTractorInput!]!) {\n  WmAddTractors(input: $input) {\n    ...TractorFields\n  }\n}\nfragment TractorFields on WmTractor {\n  id\n  finder {\n    id\n    name\n    slug\n  }\n  brand {\n    id\n    name\n    slug\n  }\n  model {\n    id\n    name\n    slug\n  }\n  license_plate\n  nickname\n  is_active\n  added_at\n}" as TypedDocumentString<
  Types.AddTractorsMutation,
  Types.AddTractorsMutationVariables
>;

/** The `RemoveTractor` mutation, its fragments inlined. */
export const RemoveTractorDocument = "mutation RemoveTractor($id: ID!) {\n  WmRemoveTractor(id: $id) {\n    ...TractorFields\n  }\n}\nfragment TractorFields on WmTractor {\n  id\n  finder {\n    id\n    name\n    slug\n  }\n  brand {\n    id\n    name\n    slug\n  }\n  model {\n    id\n    name\n    slug\n  }\n  license_plate\n  nickname\n  is_active\n  added_at\n}" as TypedDocumentString<
  Types.RemoveTractorMutation,
  Types.RemoveTractorMutationVariables
>;

/** The `SetActiveTractor` mutation, its fragments inlined. */
export const SetActiveTractorDocument = "mutation SetActiveTractor($id: ID) {\n  WmSetActiveTractor(id: $id) {\n    ...TractorFields\n  }\n}\nfragment TractorFields on WmTractor {\n  id\n  finder {\n    id\n    name\n    slug\n  }\n  brand {\n    id\n    name\n    slug\n  }\n  model {\n    id\n    name\n    slug\n  }\n  license_plate\n  nickname\n  is_active\n  added_at\n}" as TypedDocumentString<
  Types.SetActiveTractorMutation,
  Types.SetActiveTractorMutationVariables
>;
