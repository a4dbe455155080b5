import { describe, expect, it } from 'vitest';

import { cacheBypassCookies, pageVariant, pageVariantCookies } from '../../app/http/sharedCacheKey';
import { nginxConfig, type EdgeConfigOptions } from './nginxConfig';

const options: EdgeConfigOptions = {
  dataDirectory: '/srv/shop/.data/edge/',
  listenHost: '127.0.0.1',
  httpsPort: 8443,
  httpPort: 8080,
  certificate: { certificateFile: '/srv/tls/localhost.crt', keyFile: '/srv/tls/localhost.key' },
  clientDirectory: '/srv/shop/apps/storefront/build/client',
  storefronts: ['127.0.0.1:3001', '127.0.0.1:3002'],
  apis: ['127.0.0.1:4000'],
  apiBalancerPort: null,
  modules: [
    '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  ],
  brotli: true,
};

const config = nginxConfig(options);

/** The regex sources and values of the nginx `map` that sets `variable`. */
function mapEntries(text: string, variable: string): { pattern: RegExp; value: string }[] {
  const block = new RegExp(`map \\S+ \\${variable} \\{([^}]*)\\}`).exec(text)?.[1];
  if (!block) throw new Error(`no map for ${variable}`);
  return [...block.matchAll(/^\s*"~(\*?)(.*)" (\S+);$/gm)].map(([, flags, source, value]) => ({
    pattern: new RegExp(source ?? '', flags ? 'i' : ''),
    value: value ?? '',
  }));
}

/** What nginx computes for `variable` from `input`: the first matching entry, else `fallback`. */
function evaluateMap(variable: string, input: string, fallback = ''): string {
  for (const { pattern, value } of mapEntries(config, variable)) {
    const match = pattern.exec(input);
    if (match) return value.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '');
  }
  return fallback;
}

/** `$edge_variant` for a `Cookie` header, as the generated configuration builds it. */
function edgeVariant(cookieHeader: string): string {
  const template = /set \$edge_variant "([^"]*)";/.exec(config)?.[1] ?? '';
  return template.replace(/\$edge_cookie_(\d+)/g, (variable) =>
    evaluateMap(variable, cookieHeader),
  );
}

describe('nginxConfig', () => {
  it('keys the page cache on the URL, the encoding and the page-variant cookies alone', () => {
    expect(config).toContain('proxy_cache_key "$host$request_uri|$edge_encoding|$edge_variant";');
    expect(edgeVariant('')).toBe('taxOff=;listing-view=;vsf-consent=;top-bar-dismissed=');
    for (const name of pageVariantCookies)
      expect(config).toContain(`# The raw value of \`${name}\``);
  });

  it.each([
    '',
    'taxOff=true',
    '_ga=GA1.1.123.456; taxOff=false; _gid=GA1.1.9',
    'listing-view=list; taxOff=true; vsf-consent=%7B%22version%22%3A1%2C%22statistics%22%3Atrue%7D',
    'taxOff=true;taxOff=false',
    'xtaxOff=true; taxOff=false',
    'taxOff = true ;listing-view=grid',
    'taxOff==x',
  ])('computes from %j the variant the storefront says it rendered from', (cookieHeader) => {
    expect(edgeVariant(cookieHeader)).toBe(pageVariant(cookieHeader));
  });

  it('lets an unrelated cookie change neither the key nor the bypass', () => {
    expect(edgeVariant('_ga=GA1.1.1; _fbp=fb.1.2; taxOff=true')).toBe(edgeVariant('taxOff=true'));
    expect(evaluateMap('$edge_bypass', '_ga=GA1.1.1; _fbp=fb.1.2', '0')).toBe('0');
  });

  it('bypasses the cache for the session and the cart cookie, however written', () => {
    expect(cacheBypassCookies).toEqual(['vsf-customer', 'vsf-cart']);
    for (const header of [
      'vsf-customer=token',
      '_ga=1; vsf-cart=abc',
      '_ga=1;vsf-cart=abc',
      'vsf-customer =token',
      'vsf-customer=',
    ]) {
      expect(evaluateMap('$edge_bypass', header, '0'), header).toBe('1');
    }
    for (const header of [
      'vsf-cartx=1',
      'xvsf-customer=1',
      'vsf-cart-merge=1',
      'vsf-store=ad_nb_no',
    ]) {
      expect(evaluateMap('$edge_bypass', header, '0'), header).toBe('0');
    }
    expect(config).toContain('proxy_cache_bypass $edge_bypass;');
    expect(config).toContain('proxy_no_cache $edge_bypass $edge_unvouched;');
  });

  it('stores a page only when the storefront vouches for exactly the key’s cookie values', () => {
    const vouched = (ours: string, theirs: string) =>
      evaluateMap('$edge_unvouched', `${ours};;${theirs}`, '1');
    const variant = pageVariant('taxOff=true');
    expect(vouched(variant, variant)).toBe('0');
    expect(vouched(pageVariant(''), variant)).toBe('1');
    expect(vouched(variant, '')).toBe('1');
    expect(config).toContain('$upstream_http_x_page_variant');
    expect(config).toContain('proxy_hide_header X-Page-Variant;');
  });

  it('keeps one copy per encoding the storefront is asked for', () => {
    const encoding = (header: string) => evaluateMap('$edge_encoding', header);
    expect(encoding('gzip, deflate, br, zstd')).toBe('br');
    expect(encoding('gzip, deflate')).toBe('gzip');
    expect(encoding('identity')).toBe('');
    expect(encoding('brotli-ish, xgzip')).toBe('');
    expect(config).toContain('proxy_set_header Accept-Encoding $edge_encoding;');
  });

  it('honours the storefront’s Cache-Control and never caches /graphql', () => {
    expect(config).not.toContain('proxy_cache_valid');
    const graphql = /location = \/graphql \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(graphql).toContain('proxy_pass http://edge_storefront;');
    expect(graphql).not.toContain('proxy_cache');
    const pages = /location \/ \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(pages).toContain('proxy_ignore_headers Vary;');
    expect(pages).toContain('add_header X-Cache-Status $upstream_cache_status always;');
  });

  it('serves /assets itself with the build’s compressed copies and a year’s immutable cache', () => {
    const assets = /location \/assets\/ \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(assets).toContain('root /srv/shop/apps/storefront/build/client;');
    expect(assets).toContain('brotli_static on;');
    expect(assets).toContain('gzip_static on;');
    expect(assets).toContain('"public, max-age=31536000, immutable"');
  });

  it('speaks HTTP/2 over TLS and tells the storefront the shop’s https address', () => {
    expect(config).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(config).toContain('ssl_certificate /srv/tls/localhost.crt;');
    expect(config).toContain('proxy_set_header Host $host:8443;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto https;');
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).toContain('return 301 https://$host:8443$request_uri;');
    expect(config).toContain('server 127.0.0.1:3001;\n    server 127.0.0.1:3002;');
    expect(config).toContain('pid /srv/shop/.data/edge/nginx.pid;');
    expect(config).not.toMatch(/^user /m);
    expect(nginxConfig({ ...options, workerUser: 'root' })).toMatch(/^user root;$/m);
  });

  it('leaves out what is not there: brotli, the HTTP port, the API, the default port', () => {
    const bare = nginxConfig({
      ...options,
      modules: [],
      brotli: false,
      httpPort: null,
      apis: [],
      httpsPort: 443,
    });
    expect(bare).not.toMatch(/brotli|load_module|edge_api|location \/media\//);
    expect(bare).toContain('gzip_static on;');
    expect(bare).not.toContain('return 301');
    expect(bare).toContain('proxy_set_header Host $host;');
  });

  it('writes an IPv6 address to listen on in brackets', () => {
    expect(nginxConfig({ ...options, listenHost: '::' })).toContain('listen [::]:8443 ssl http2;');
    expect(nginxConfig({ ...options, listenHost: '[::1]' })).toContain(
      'listen [::1]:8443 ssl http2;',
    );
  });

  it('balances several commerce-api processes on a loopback port when asked', () => {
    const balanced = nginxConfig({
      ...options,
      apis: ['127.0.0.1:4001', '127.0.0.1:4002'],
      apiBalancerPort: 4100,
    });
    expect(balanced).toContain('listen 127.0.0.1:4100;');
    expect(balanced).toContain('server 127.0.0.1:4001;\n    server 127.0.0.1:4002;');
    expect(config).not.toContain('listen 127.0.0.1:4100;');
  });
});
