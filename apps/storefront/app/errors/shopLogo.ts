/**
 * The shop's logo as the storefront serves it itself (`public/images/logo.svg`, the same artwork
 * as the store config's logo on commerce-api): the header's fallback and the error pages' logo,
 * which must not depend on the API that may be the reason for the error.
 */
export const shopLogo = { src: '/images/logo.svg', width: 200, height: 39 } as const;
