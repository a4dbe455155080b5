// The entry of the lazily loaded createQuoteService chunk (see createSdk): only the factory, so a
// bundler keeps the rest of its module out of every bundle that does not call it.
export { createQuoteService } from '../../quote/createQuoteService';
