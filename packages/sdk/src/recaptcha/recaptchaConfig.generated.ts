import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `RecaptchaConfig` query, its fragments inlined. */
export const RecaptchaConfigDocument = "query RecaptchaConfig {\n  recaptchaV3Config {\n    is_enabled\n    website_key\n    forms\n    badge_position\n    language_code\n    minimum_score\n    theme\n    failure_message\n  }\n}" as TypedDocumentString<
  Types.RecaptchaConfigQuery,
  Types.RecaptchaConfigQueryVariables
>;
