import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `SubscribeEmailToNewsletter` mutation, its fragments inlined. */
export const SubscribeEmailToNewsletterDocument = "mutation SubscribeEmailToNewsletter($email: String!) {\n  subscribeEmailToNewsletter(email: $email) {\n    status\n  }\n}" as TypedDocumentString<
  Types.SubscribeEmailToNewsletterMutation,
  Types.SubscribeEmailToNewsletterMutationVariables
>;

/** The `ConfirmNewsletterSubscription` mutation, its fragments inlined. */
export const ConfirmNewsletterSubscriptionDocument = "mutation ConfirmNewsletterSubscription($token: String!) {\n  wmConfirmNewsletterSubscription(token: $token) {\n    status\n  }\n}" as TypedDocumentString<
  Types.ConfirmNewsletterSubscriptionMutation,
  Types.ConfirmNewsletterSubscriptionMutationVariables
>;

/** The `UnsubscribeNewsletter` mutation, its fragments inlined. */
export const UnsubscribeNewsletterDocument = "mutation UnsubscribeNewsletter($token: String!) {\n  wmUnsubscribeNewsletter(token: $token) {\n    status\n  }\n}" as TypedDocumentString<
  Types.UnsubscribeNewsletterMutation,
  Types.UnsubscribeNewsletterMutationVariables
>;

/** The `ContactUs` mutation, its fragments inlined. */
export const ContactUsDocument = "mutation ContactUs($input: ContactUsInput!) {\n  contactUs(input: $input) {\n    status\n  }\n}" as TypedDocumentString<
  Types.ContactUsMutation,
  Types.ContactUsMutationVariables
>;
