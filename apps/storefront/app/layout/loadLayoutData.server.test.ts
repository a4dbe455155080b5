import { createSdk } from '@agri-parts/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadLayoutData } from './loadLayoutData.server';

afterEach(() => {
  vi.restoreAllMocks();
});

const storeConfig = {
  store_code: 'ad_nb_no',
  store_name: 'Agri Deler',
  cms_home_page: 'home',
  catalog_display_tax: 2,
  customer_access_token_lifetime: 1,
  top_bar_block_enabled: true,
  top_bar_block_identifier: 'top-bar',
  top_bar_block_background_color: '#1f5130',
  top_menu_block_identifier: 'top-menu',
};

const blocks = [
  { identifier: 'top-bar', title: 'Topp', content: '<p>Fri frakt over 6000,–</p>' },
  {
    identifier: 'footer-links',
    title: 'Lenker',
    content:
      '<div class="footer-column"><h3>Hjelp</h3><ul><li><a href="/kontakt-oss">Kontakt oss</a></li></ul></div>',
  },
  { identifier: 'footer-contact', title: 'Kontakt', content: '<p>Ring oss</p>' },
  {
    identifier: 'top-menu',
    title: 'Toppmeny',
    content:
      '<ul><li><a href="/parts">Delesøk</a></li><li><a href="/aktuelt">Aktuelt</a></li></ul>',
  },
];

/**
 * An SDK whose API answers each operation from `answers` (a failure for an `Error`), and holds
 * the operations in `held` until `release()`: the order requests start in is what the test reads.
 */
function sdkWithApi(answers: Record<string, unknown>, held: string[] = []) {
  const started: string[] = [];
  const waiting: (() => void)[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const operation = new URL(String(input)).searchParams.get('operationName') ?? '';
    started.push(operation);
    if (held.includes(operation)) await new Promise<void>((resolve) => waiting.push(resolve));
    const answer = answers[operation];
    if (answer instanceof Error) return new Response('down', { status: 500 });
    return Response.json({ data: answer ?? null });
  });
  const sdk = createSdk({ endpoint: 'http://api.invalid/graphql', fetch, logger: { error() {} } });
  return {
    sdk,
    started,
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

describe('loadLayoutData', () => {
  it('asks for the CMS blocks once the store config is there, without waiting for the mega menu', async () => {
    const api = sdkWithApi(
      {
        StoreConfig: { storeConfig },
        MegaMenu: { megaMenuItems: [] },
        CmsBlocks: { cmsBlocks: { items: blocks } },
      },
      ['MegaMenu'],
    );
    const layout = loadLayoutData(api.sdk, api.sdk.config.loadStoreConfig());
    await vi.waitFor(() => expect(api.started).toContain('CmsBlocks'));
    // The mega menu is still held, so the blocks did not wait for it; they wait only for the store
    // config (which of the blocks and the mega menu starts first is the runtime's choice).
    expect(api.started.indexOf('CmsBlocks')).toBeGreaterThan(api.started.indexOf('StoreConfig'));
    expect([...api.started].sort()).toEqual(['CmsBlocks', 'MegaMenu', 'StoreConfig']);
    api.release();

    const data = await layout;
    // Only the settings the browser reads go into the page's hydration data.
    expect(data.storeConfig).toEqual({
      storeName: 'Agri Deler',
      catalogDisplayTax: 2,
      hideCartButton: false,
      stickyHeader: false,
      wishlistEnabled: true,
      passwordRules: { minimumLength: 8, requiredCharacterClasses: 3 },
    });
    expect(data.topBar).toEqual({
      html: '<p>Fri frakt over 6000,–</p>',
      backgroundColor: '#1f5130',
      key: expect.stringMatching(/^[0-9a-z]+$/),
    });
    // The owner's top menu block, shown in the top bar (issue 23).
    expect(data.topMenu).toEqual([
      { href: '/parts', label: 'Delesøk' },
      { href: '/aktuelt', label: 'Aktuelt' },
    ]);
    expect(data.footer.contactHtml).toBe('<p>Ring oss</p>');
    expect(data.footer.columns).toHaveLength(1);
  });

  it('leaves out what failed and still gives the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = sdkWithApi({
      StoreConfig: { storeConfig },
      MegaMenu: new Error('down'),
      CmsBlocks: new Error('down'),
    });
    const data = await loadLayoutData(api.sdk, api.sdk.config.loadStoreConfig());
    expect(data.navigation).toEqual([]);
    expect(data.topBar).toBeNull();
    expect(data.topMenu).toEqual([]);
    expect(data.footer).toEqual({ columns: [], contactHtml: null });
    expect(data.storeConfig?.storeName).toBe('Agri Deler');
  });

  it('asks for the footer blocks alone when the store config could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = sdkWithApi({
      StoreConfig: new Error('down'),
      MegaMenu: { megaMenuItems: [] },
      CmsBlocks: { cmsBlocks: { items: blocks } },
    });
    const data = await loadLayoutData(api.sdk, api.sdk.config.loadStoreConfig());
    expect(data.storeConfig).toBeNull();
    expect(data.topBar).toBeNull();
    expect(data.footer.contactHtml).toBe('<p>Ring oss</p>');
  });
});
