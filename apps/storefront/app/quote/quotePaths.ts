/** The quote form's own page (and the action every quote form posts to) for a product. */
export const quoteRequestPath = (sku: string) => `/be-om-tilbud/${encodeURIComponent(sku)}`;
