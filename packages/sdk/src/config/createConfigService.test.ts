import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createTransport } from '../transport/createTransport';
import { createConfigService } from './createConfigService';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function configService() {
  const logger = { error: vi.fn() };
  const transport = createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' });
  return { config: createConfigService(transport, logger), logger };
}

const storeConfigData = {
  store_code: 'ad_nb_no',
  store_name: 'Agri Parts',
  locale: 'nb_NO',
  base_media_url: 'https://shop.example/media/',
  grid_per_page: 24,
  cms_home_page: 'home',
  cms_no_route: 'no-route',
  header_logo_src: 'logo/agri-parts.svg',
  logo_alt: 'Agri Parts',
  logo_width: 200,
  logo_height: 39,
  catalog_display_tax: 2,
  top_menu_block_identifier: 'top-menu',
  top_bar_block_enabled: true,
  top_bar_block_identifier: 'top-bar',
  top_bar_block_background_color: '#2f6b2f',
  sticky_header: true,
  hide_cart_button: false,
  wishlist_enabled: true,
  minimum_password_length: '10',
  required_character_classes_number: '2',
  customer_access_token_lifetime: 1,
};

describe('createConfigService', () => {
  describe('loadStoreConfig', () => {
    it('sends the headers it is given with the store config request', async () => {
      let store: string | null = null;
      server.use(
        magento.query('StoreConfig', ({ request }) => {
          store = request.headers.get('Store');
          return HttpResponse.json({ data: { storeConfig: storeConfigData } });
        }),
      );
      const { config } = configService();

      await config.loadStoreConfig({ headers: { Store: 'ad_en_no' } });

      expect(store).toBe('ad_en_no');
    });

    it('loads the store config into the state with camelCase fields', async () => {
      server.use(
        magento.query('StoreConfig', () =>
          HttpResponse.json({ data: { storeConfig: storeConfigData } }),
        ),
      );
      const { config } = configService();

      const storeConfig = await config.loadStoreConfig();

      expect(storeConfig).toEqual({
        storeCode: 'ad_nb_no',
        storeName: 'Agri Parts',
        locale: 'nb_NO',
        baseMediaUrl: 'https://shop.example/media/',
        cmsHomePage: 'home',
        cmsNoRoute: 'no-route',
        gridPerPage: 24,
        headerLogoSrc: 'logo/agri-parts.svg',
        logoAlt: 'Agri Parts',
        logoWidth: 200,
        logoHeight: 39,
        catalogDisplayTax: 2,
        topMenuBlockIdentifier: 'top-menu',
        topBarBlockEnabled: true,
        topBarBlockIdentifier: 'top-bar',
        topBarBlockBackgroundColor: '#2f6b2f',
        stickyHeader: true,
        hideCartButton: false,
        wishlistEnabled: true,
        passwordRules: { minimumLength: 10, requiredCharacterClasses: 2 },
        customerAccessTokenLifetimeHours: 1,
      });
      expect(config.getSnapshot()).toMatchObject({ status: 'success', storeConfig, error: null });
    });

    it('falls back to 12 products per page, the home page `home`, no not-found page, switches off, the wish list on and Magento’s password rules', async () => {
      server.use(
        magento.query('StoreConfig', () =>
          HttpResponse.json({
            data: {
              storeConfig: {
                ...storeConfigData,
                grid_per_page: null,
                cms_home_page: null,
                cms_no_route: '',
                top_bar_block_enabled: null,
                sticky_header: null,
                wishlist_enabled: null,
                minimum_password_length: null,
                required_character_classes_number: 'tre',
                customer_access_token_lifetime: null,
              },
            },
          }),
        ),
      );
      const { config } = configService();

      const storeConfig = await config.loadStoreConfig();

      expect(storeConfig).toMatchObject({
        gridPerPage: 12,
        cmsHomePage: 'home',
        cmsNoRoute: null,
        topBarBlockEnabled: false,
        stickyHeader: false,
        wishlistEnabled: true,
        passwordRules: { minimumLength: 8, requiredCharacterClasses: 3 },
        customerAccessTokenLifetimeHours: null,
      });
    });

    it('is loading while the request is under way and tells its subscribers', async () => {
      server.use(
        magento.query('StoreConfig', () =>
          HttpResponse.json({ data: { storeConfig: storeConfigData } }),
        ),
      );
      const { config } = configService();
      const statuses: string[] = [];
      config.subscribe(() => statuses.push(config.getSnapshot().status));

      await config.loadStoreConfig();

      expect(statuses).toEqual(['loading', 'success']);
    });

    it('stores a GraphQL error as the error state and logs it, without throwing', async () => {
      server.use(
        magento.query('StoreConfig', () =>
          HttpResponse.json({
            errors: [{ message: 'Store is not active', extensions: { category: 'graphql' } }],
          }),
        ),
      );
      const { config, logger } = configService();

      await expect(config.loadStoreConfig()).resolves.toBeNull();

      const { status, error, storeConfig } = config.getSnapshot();
      expect(status).toBe('error');
      expect(storeConfig).toBeNull();
      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(logger.error).toHaveBeenCalledWith('Could not load the store config', error);
    });

    it('stores a network failure as the error state and logs it, without throwing', async () => {
      server.use(http.get(endpoint, () => HttpResponse.error()));
      const { config, logger } = configService();

      await expect(config.loadStoreConfig()).resolves.toBeNull();

      expect(config.getSnapshot().status).toBe('error');
      expect(isSdkError(config.getSnapshot().error, 'network')).toBe(true);
      expect(logger.error).toHaveBeenCalledOnce();
    });

    it('keeps the loaded config when a later load fails, and clears the error on the next success', async () => {
      server.use(
        magento.query('StoreConfig', () =>
          HttpResponse.json({ data: { storeConfig: storeConfigData } }),
        ),
      );
      const { config } = configService();
      await config.loadStoreConfig();

      server.use(http.get(endpoint, () => HttpResponse.error(), { once: true }));
      await config.loadStoreConfig();
      expect(config.getSnapshot()).toMatchObject({
        status: 'error',
        storeConfig: { gridPerPage: 24 },
      });

      await config.loadStoreConfig();
      expect(config.getSnapshot()).toMatchObject({ status: 'success', error: null });
    });
  });

  describe('loadCurrency', () => {
    it('loads the currency, leaving out incomplete exchange rates', async () => {
      server.use(
        magento.query('Currency', () =>
          HttpResponse.json({
            data: {
              currency: {
                available_currency_codes: ['NOK', 'EUR', null],
                base_currency_code: 'NOK',
                base_currency_symbol: 'kr',
                default_display_currency_code: 'NOK',
                default_display_currency_symbol: 'kr',
                exchange_rates: [
                  { currency_to: 'EUR', rate: 0.086 },
                  { currency_to: 'SEK', rate: null },
                  null,
                ],
              },
            },
          }),
        ),
      );
      const { config } = configService();

      await config.loadCurrency();

      expect(config.getSnapshot().currency).toEqual({
        availableCurrencyCodes: ['NOK', 'EUR'],
        baseCurrencyCode: 'NOK',
        baseCurrencySymbol: 'kr',
        defaultDisplayCurrencyCode: 'NOK',
        defaultDisplayCurrencySymbol: 'kr',
        exchangeRates: [{ currencyTo: 'EUR', rate: 0.086 }],
      });
    });
  });

  describe('countries', () => {
    const norway = {
      id: 'NO',
      two_letter_abbreviation: 'NO',
      three_letter_abbreviation: 'NOR',
      full_name_locale: 'Norge',
      full_name_english: 'Norway',
      available_regions: [{ id: 1, code: 'OS', name: 'Oslo' }, null],
    };
    const mappedNorway = {
      id: 'NO',
      twoLetterAbbreviation: 'NO',
      threeLetterAbbreviation: 'NOR',
      fullNameLocale: 'Norge',
      fullNameEnglish: 'Norway',
      availableRegions: [{ id: 1, code: 'OS', name: 'Oslo' }],
    };

    it('loads the countries into the state, leaving out entries without an id', async () => {
      server.use(
        magento.query('Countries', () =>
          HttpResponse.json({ data: { countries: [norway, null, { ...norway, id: null }] } }),
        ),
      );
      const { config } = configService();

      await config.loadCountries();

      expect(config.getSnapshot().countries).toEqual([mappedNorway]);
    });

    it('looks up one country by id', async () => {
      server.use(
        magento.query('Country', ({ variables }) =>
          HttpResponse.json({ data: { country: variables['id'] === 'NO' ? norway : null } }),
        ),
      );
      const { config } = configService();

      await expect(config.getCountry('NO')).resolves.toEqual(mappedNorway);
      await expect(config.getCountry('XX')).resolves.toBeNull();
    });

    it('stores a failed country lookup as the error state and logs it', async () => {
      server.use(
        magento.query('Country', () =>
          HttpResponse.json({ errors: [{ message: "The country isn't available." }] }),
        ),
      );
      const { config, logger } = configService();

      await expect(config.getCountry('XX')).resolves.toBeNull();

      expect(config.getSnapshot().status).toBe('error');
      expect(logger.error).toHaveBeenCalledWith('Could not load the country XX', expect.anything());
    });
  });
});
