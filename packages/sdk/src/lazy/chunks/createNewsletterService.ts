// The entry of the lazily loaded createNewsletterService chunk (see createSdk): only the factory.
export { createNewsletterService } from '../../newsletter/createNewsletterService';
