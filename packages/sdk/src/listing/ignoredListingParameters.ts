/**
 * Query parameters that are never product filters (spec §9): the listing's own state (`page`,
 * `sort`, `term`, `itemsPerPage`), the newsletter marker `nyhetsbrev`, and the tracking and
 * campaign parameters ad platforms, newsletters and analytics append to links. Any parameter
 * starting with `utm_` is ignored as well (see {@link isIgnoredListingParameter}).
 */
export const ignoredListingParameters: ReadonlySet<string> = new Set([
  // The listing's own state.
  'page',
  'sort',
  'term',
  'itemsPerPage',
  // Newsletter.
  'nyhetsbrev',
  // Google (Ads, Analytics, Search, Display).
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'gad_source',
  'gad_campaignid',
  'srsltid',
  '_ga',
  '_gl',
  // Meta, Microsoft, Yandex, TikTok, LinkedIn, X, Reddit, Snapchat, Pinterest.
  'fbclid',
  'igshid',
  'msclkid',
  'yclid',
  'ttclid',
  'li_fat_id',
  'twclid',
  'rdt_cid',
  'sccid',
  'epik',
  // E-mail tools (Mailchimp, HubSpot, Marketo, Klaviyo, Vero).
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  '_kx',
  'vero_id',
  // Affiliate and referral markers.
  'ref',
  'irclickid',
  's_kwcid',
]);

/**
 * Whether a query parameter is left out of a listing's filters: one of
 * {@link ignoredListingParameters} or any `utm_*` parameter. Names are compared as written,
 * except that `utm_` is matched in any case (`UTM_Source` too). Pure.
 */
export function isIgnoredListingParameter(name: string): boolean {
  return ignoredListingParameters.has(name) || name.toLowerCase().startsWith('utm_');
}
