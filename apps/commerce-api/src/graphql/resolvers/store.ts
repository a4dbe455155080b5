import type { GraphQLContext } from '../context.js';
import type { StoreConfig } from '../generated/schemaTypes.js';
import { noSuchEntityError } from '../errors.js';

const CURRENCY_SYMBOLS: Record<string, string> = { NOK: 'kr' };

/**
 * Settings a database seeded before they existed does not hold, with this shop's values: no gift
 * messages, the chosen variant's picture in the cart, no fixed product taxes in Norway, and the
 * contact form (`contactUs`) and newsletter (`subscribeEmailToNewsletter`) on.
 */
const SETTING_DEFAULTS: Partial<StoreConfig> = {
  allow_items: '0',
  allow_order: '0',
  configurable_thumbnail_source: 'itself',
  contact_enabled: true,
  newsletter_enabled: true,
  product_fixed_product_tax_display_setting: 'FPT_DISABLED',
  category_fixed_product_tax_display_setting: 'FPT_DISABLED',
  sales_fixed_product_tax_display_setting: 'FPT_DISABLED',
  // Browsers may fill in the sign-in forms (Magento's default); no PayPal Payflow Pro here.
  autocomplete_on_storefront: true,
  payment_payflowpro_cc_vault_active: '0',
};

/** The store view's settings as clients read them; the URLs are this server's. */
async function storeConfigView(context: GraphQLContext) {
  const config = await context.storeConfig();
  const base = `${context.publicUrl}/`;
  return {
    ...SETTING_DEFAULTS,
    ...(config as StoreConfig),
    base_url: base,
    base_link_url: base,
    base_static_url: `${base}static/`,
    base_media_url: `${base}media/`,
    secure_base_url: base,
    secure_base_link_url: base,
    secure_base_static_url: `${base}static/`,
    secure_base_media_url: `${base}media/`,
    // In hours, as Magento gives it; follows CUSTOMER_TOKEN_LIFETIME_MINUTES.
    customer_access_token_lifetime: context.customers.tokenLifetimeMinutes / 60,
  };
}

/** storeConfig, availableStores, currency and the country list. */
export const storeResolvers = {
  Query: {
    storeConfig: (_root: unknown, _args: unknown, context: GraphQLContext) =>
      storeConfigView(context),
    // One store view (and group): with or without `useCurrentGroup` the list is the same.
    availableStores: async (_root: unknown, _args: unknown, context: GraphQLContext) => [
      await storeConfigView(context),
    ],
    currency: async (_root: unknown, _args: unknown, context: GraphQLContext) => {
      const config = await context.storeConfig();
      const base = String(config.base_currency_code);
      const display = String(config.default_display_currency_code);
      return {
        base_currency_code: base,
        base_currency_symbol: CURRENCY_SYMBOLS[base] ?? base,
        default_display_currency_code: display,
        default_display_currency_symbol: CURRENCY_SYMBOLS[display] ?? display,
        available_currency_codes: [display],
        exchange_rates: [{ currency_to: display, rate: 1 }],
      };
    },
    countries: async (_root: unknown, _args: unknown, context: GraphQLContext) =>
      loadCountries(context, null),
    country: async (_root: unknown, args: { id?: string | null }, context: GraphQLContext) => {
      const [country] = await loadCountries(context, args.id ?? '');
      if (!country) throw noSuchEntityError(`The country isn't available.`);
      return country;
    },
  },
};

async function loadCountries(context: GraphQLContext, id: string | null) {
  let query = context.db.selectFrom('countries').selectAll().orderBy('name_nb');
  if (id !== null) query = query.where('id', '=', id.toUpperCase());
  const countries = await query.execute();
  if (countries.length === 0) return [];
  const regions = await context.db
    .selectFrom('regions')
    .selectAll()
    .where(
      'country_id',
      'in',
      countries.map((country) => country.id),
    )
    .orderBy('name')
    .execute();
  return countries.map((country) => {
    const own = regions.filter((region) => region.country_id === country.id);
    return {
      id: country.id,
      two_letter_abbreviation: country.id,
      three_letter_abbreviation: country.iso3,
      full_name_locale: country.name_nb,
      full_name_english: country.name_en,
      available_regions:
        own.length > 0
          ? own.map((region) => ({ id: region.id, code: region.code, name: region.name }))
          : null,
    };
  });
}
