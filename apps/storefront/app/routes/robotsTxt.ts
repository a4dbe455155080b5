import { publicUrl } from '../sdk/storefrontConfig.server';

/** `/robots.txt`: everything may be crawled except the GraphQL proxy and data requests; the sitemap's address. */
export function loader() {
  const body = [
    'User-agent: *',
    'Disallow: /graphql',
    'Disallow: /*.data$',
    'Disallow: /search?',
    '',
    `Sitemap: ${publicUrl()}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
