import { pageVariantHeader } from '../../app/http/sharedCacheKey';
import { edgeVariantValue, nginxCacheKeyMaps } from './nginxCacheKeyMaps';

/** Where things are and what runs behind the edge: everything {@link nginxConfig} needs. */
export interface EdgeConfigOptions {
  /** nginx's own folder (absolute): pid file, temp folders and the page cache live under it. */
  dataDirectory: string;
  /** The address nginx listens on, such as `127.0.0.1` (or `0.0.0.0` for every interface). */
  listenHost: string;
  /** The HTTPS (HTTP/2) port, such as 8443. */
  httpsPort: number;
  /** A plain-HTTP port that redirects to HTTPS, or `null` for none. */
  httpPort: number | null;
  /** The TLS certificate and its key (PEM files, absolute paths). */
  certificate: { certificateFile: string; keyFile: string };
  /** The storefront's client build (`apps/storefront/build/client`, absolute): `/assets` is served from it. */
  clientDirectory: string;
  /** The storefront processes (`127.0.0.1:3001`, …). */
  storefronts: readonly string[];
  /** The commerce-api processes, for `/media` (`127.0.0.1:4000`, …); empty when the API is elsewhere. */
  apis: readonly string[];
  /**
   * A loopback port on which the edge also balances the commerce-api processes for the
   * storefronts (several API processes on PostgreSQL), or `null` when they talk to one directly.
   */
  apiBalancerPort: number | null;
  /** Dynamic modules to load (the brotli filter and static modules, when installed). */
  modules: readonly string[];
  /** Whether brotli is there (its modules load): otherwise gzip alone. */
  brotli: boolean;
  /** nginx worker processes (`auto`: one per core). */
  workerProcesses?: number | 'auto';
  /**
   * The user nginx's workers run as when the master runs as root (nginx's default, `nobody`, may
   * not reach a checkout under a private home folder); ignored otherwise, so left out.
   */
  workerUser?: string;
}

/** Text types worth compressing on the way out. */
const compressibleTypes = [
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/manifest+json',
  'image/svg+xml',
];

/** The types of the files nginx serves itself (`/assets`). */
const assetTypes: Record<string, string> = {
  'text/html': 'html',
  'text/css': 'css',
  'text/plain': 'txt',
  'application/javascript': 'js mjs',
  'application/json': 'json map',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff2': 'woff2',
  'font/woff': 'woff',
};

/**
 * The nginx configuration of the shop's edge, generated from the storefront's own rules so the
 * two cannot drift (`app/http/sharedCacheKey.ts`):
 *
 * - HTTP/2 over TLS, an optional plain-HTTP port that redirects; brotli (when installed) and gzip;
 * - `/assets/` from the build folder with the build's `.br` / `.gz` copies and a year's
 *   `immutable` cache; `/media/` proxied to commerce-api and kept as it says;
 * - every other request proxied to the storefront processes (keepalive, `X-Forwarded-*` so the
 *   storefront sees https and the shopper's address), through a short page cache that honours
 *   the storefront's `Cache-Control` (`s-maxage`, `stale-while-revalidate`) and never stores an
 *   answer with `Set-Cookie` (nginx's rule) or a `private` / `no-store` one;
 * - the cache is neither read nor written for a request with the session or cart cookie; its key
 *   is the URL, the encoding and the values of the cookies pages are rendered from — no other
 *   cookie splits it — and a page is stored only when the storefront's `X-Page-Variant` says it
 *   was rendered from exactly the values in the key;
 * - `/graphql` is never cached here; `X-Cache-Status` tells what the cache did.
 */
export function nginxConfig(options: EdgeConfigOptions): string {
  const dir = options.dataDirectory.replace(/\/+$/, '');
  const http = [
    httpSettings(dir, options.brotli),
    nginxCacheKeyMaps(),
    upstreams(options),
    options.httpPort !== null ? redirectServer(options, options.httpPort) : null,
    shopServer(options),
    options.apiBalancerPort !== null && options.apis.length > 0
      ? apiBalancerServer(options.apiBalancerPort)
      : null,
  ];
  return `${mainContext(options, dir)}

events {
  worker_connections 1024;
}

http {
${blocks(http)}
}
`;
}

/** The header comment and the main context: modules, processes, the pid file and the log. */
function mainContext(options: EdgeConfigOptions, dir: string): string {
  return `# The shop's edge. Generated at every start by scripts/start-edge.mjs from
# apps/storefront/server/edge/nginxConfig.ts: edit that, not this file.
${options.modules.map((module) => `load_module ${module};`).join('\n')}
daemon off;
master_process on;${options.workerUser ? `\nuser ${options.workerUser};` : ''}
worker_processes ${options.workerProcesses ?? 'auto'};
pid ${dir}/nginx.pid;
error_log stderr warn;`;
}

/** The `http` block's own settings: file types, temp folders, compression, TLS, the page cache. */
function httpSettings(dir: string, brotli: boolean): string {
  return `  types {
${Object.entries(assetTypes)
  .map(([type, extensions]) => `    ${type} ${extensions};`)
  .join('\n')}
  }
  default_type application/octet-stream;
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  client_max_body_size 2m;
  client_body_temp_path ${dir}/temp/client_body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;

${indent(compression(brotli), 2)}

  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_prefer_server_ciphers off;
  ssl_session_cache shared:edge_tls:10m;
  ssl_session_timeout 1h;

  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=edge_pages:16m max_size=512m inactive=20m use_temp_path=off;`;
}

function compression(brotli: boolean): string[] {
  return [
    'gzip on;',
    'gzip_comp_level 5;',
    'gzip_min_length 1024;',
    'gzip_proxied any;',
    'gzip_vary on;',
    `gzip_types ${compressibleTypes.join(' ')};`,
    ...(brotli
      ? [
          'brotli on;',
          'brotli_comp_level 4;',
          'brotli_min_length 1024;',
          `brotli_types ${compressibleTypes.join(' ')};`,
        ]
      : []),
  ];
}

/** The storefront processes and, when the edge proxies `/media`, the commerce-api processes. */
function upstreams(options: EdgeConfigOptions): string {
  const storefront = `  upstream edge_storefront {
${servers(options.storefronts)}
    keepalive 32;
    # Shorter than Node's 5 s keep-alive, so nginx never reuses a connection Node is closing.
    keepalive_timeout 4s;
  }`;
  const api = `  upstream edge_api {
${servers(options.apis)}
    keepalive 16;
    keepalive_timeout 4s;
  }`;
  return blocks([storefront, options.apis.length > 0 ? api : null]);
}

function redirectServer(options: EdgeConfigOptions, httpPort: number): string {
  return `  server {
    listen ${listenAddress(options, httpPort)};
    return 301 https://$host${publicPort(options)}$request_uri;
  }`;
}

/** The HTTPS server: `/assets` from the build, `/media`, `/graphql` and the cached pages. */
function shopServer(options: EdgeConfigOptions): string {
  const locations = [
    assetsLocation(options),
    options.apis.length > 0 ? mediaLocation : null,
    `    location = /graphql {
      proxy_pass http://edge_storefront;
    }`,
    pagesLocation,
  ];
  return `  server {
    listen ${listenAddress(options, options.httpsPort)} ssl http2;
    ssl_certificate ${options.certificate.certificateFile};
    ssl_certificate_key ${options.certificate.keyFile};

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    # The shop's own address (React Router compares a form post's Origin with it) and https.
    proxy_set_header Host $host${publicPort(options)};
    proxy_set_header X-Forwarded-Host $host${publicPort(options)};
    proxy_set_header X-Forwarded-Proto https;
    # The shopper as this edge saw them; whatever the browser claimed is dropped.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header Accept-Encoding $edge_encoding;
    proxy_buffer_size 32k;
    proxy_buffers 32 16k;
    proxy_read_timeout 30s;
    set $edge_variant "${edgeVariantValue()}";

${blocks(locations)}
  }`;
}

function assetsLocation(options: EdgeConfigOptions): string {
  return `    location /assets/ {
      root ${options.clientDirectory};
${options.brotli ? '      brotli_static on;\n' : ''}      gzip_static on;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      add_header X-Content-Type-Options nosniff always;
      try_files $uri =404;
    }`;
}

const mediaLocation = `    location /media/ {
      proxy_pass http://edge_api;
      proxy_cache edge_pages;
      proxy_cache_key "media|$host$request_uri|$edge_encoding";
      proxy_ignore_headers Vary Set-Cookie;
      proxy_hide_header Set-Cookie;
      add_header X-Cache-Status $upstream_cache_status always;
    }`;

const pagesLocation = `    location / {
      proxy_pass http://edge_storefront;
      proxy_cache edge_pages;
      proxy_cache_key "$host$request_uri|$edge_encoding|$edge_variant";
      proxy_cache_bypass $edge_bypass;
      proxy_no_cache $edge_bypass $edge_unvouched;
      # The key already holds what the storefront's Vary (Cookie, Accept-Encoding) asks for.
      proxy_ignore_headers Vary;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_hide_header ${pageVariantHeader};
      add_header X-Cache-Status $upstream_cache_status always;
    }`;

function apiBalancerServer(port: number): string {
  return `  # The commerce-api processes, balanced for the storefronts (loopback only).
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://edge_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The storefront names the shopper; commerce-api trusts it from this machine.
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
    }
  }`;
}

/** `host:port` to listen on; an IPv6 address is written in brackets before its port. */
function listenAddress(options: EdgeConfigOptions, port: number): string {
  const host = options.listenHost;
  return `${/^[^[].*:/.test(host) ? `[${host}]` : host}:${port}`;
}

/** The port in the shop's public address: none for 443. */
function publicPort(options: EdgeConfigOptions): string {
  return options.httpsPort === 443 ? '' : `:${options.httpsPort}`;
}

function servers(addresses: readonly string[]): string {
  return addresses.map((address) => `    server ${address};`).join('\n');
}

/** Blocks with a blank line between them; a `null` (a block left out) leaves no trace. */
function blocks(parts: readonly (string | null)[]): string {
  return parts.filter((part) => part !== null).join('\n\n');
}

function indent(lines: readonly string[], spaces: number): string {
  return lines.map((line) => `${' '.repeat(spaces)}${line}`).join('\n');
}
