import { describe, expect, inject, it } from 'vitest';

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

const noFollow = { redirect: 'manual' } as const;

describe('the spec routes without a page of their own', () => {
  it('redirect the catalogue routes to the real pages', async () => {
    for (const [path, target] of [
      ['/catalog/Category', '/search'],
      ['/catalog/Category?term=filter&page=2', '/search?term=filter&page=2'],
      ['/catalog/Product?sku=AB-123', '/p/AB-123'],
      ['/catalog/Product', '/search'],
    ] as const) {
      const response = await fetch(`${storefrontUrl}${path}`, noFollow);
      expect(response.status, path).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', storefrontUrl).pathname, path).toBe(
        new URL(target, storefrontUrl).pathname,
      );
      expect(response.headers.get('location'), path).toContain(target);
    }
    // Followed, the search listing answers.
    expect((await fetch(`${storefrontUrl}/catalog/Category`)).status).toBe(200);
  });

  it('explain the design showcase when no Storybook address is set', async () => {
    const response = await fetch(`${storefrontUrl}/design-system/design-system`, noFollow);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Storybook');
    expect(html).toContain('<meta name="robots" content="noindex"');
  });
});

describe('GET /api/part-finder/license-plate on the storefront', () => {
  const lookUp = (query: string) => fetch(`${storefrontUrl}/api/part-finder/license-plate${query}`);

  it('answers a registered plate with the registry-shaped list, like commerce-api', async () => {
    const response = await lookUp('?licensePlate=kt%2068447');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    type Answer = {
      kjoretoydataListe: {
        godkjenning: {
          tekniskGodkjenning: {
            tekniskeData: { generelt: { merke: { merke: string }[]; handelsbetegnelse: string[] } };
          };
        };
      }[];
    };
    const ours = (await response.json()) as Answer;
    const theirs = (await (
      await fetch(`${apiUrl}/api/part-finder/license-plate?licensePlate=KT68447`)
    ).json()) as Answer;
    const generelt = (answer: Answer) =>
      answer.kjoretoydataListe[0]?.godkjenning.tekniskGodkjenning.tekniskeData.generelt;
    expect(ours.kjoretoydataListe).toHaveLength(1);
    expect(generelt(ours)?.merke[0]?.merke).toBe(generelt(theirs)?.merke[0]?.merke);
    expect(generelt(ours)?.handelsbetegnelse).toEqual(generelt(theirs)?.handelsbetegnelse);
  });

  it('answers bad input with 400 and the other failures with their statuses', async () => {
    for (const [query, status, code] of [
      ['', 400, 'LICENSE_PLATE_INVALID'],
      ['?licensePlate=A', 400, 'LICENSE_PLATE_INVALID'],
      ['?licensePlate=%3Cb%3E', 400, 'LICENSE_PLATE_INVALID'],
      [`?licensePlate=${'A'.repeat(5000)}`, 400, 'LICENSE_PLATE_INVALID'],
      ['?licensePlate=ZZ99999', 404, 'LICENSE_PLATE_NOT_REGISTERED'],
      ['?licensePlate=ZZ50300', 503, 'LICENSE_PLATE_REGISTRY_UNAVAILABLE'],
    ] as const) {
      const response = await lookUp(query);
      expect(response.status, query.slice(0, 40)).toBe(status);
      expect(await response.json(), query.slice(0, 40)).toMatchObject({ error: { code } });
    }
    const post = await fetch(
      `${storefrontUrl}/api/part-finder/license-plate?licensePlate=KT68447`,
      {
        method: 'POST',
      },
    );
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });
});
