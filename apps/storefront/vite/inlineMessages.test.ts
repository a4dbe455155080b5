import { describe, expect, it } from 'vitest';

import { inlineTranslateCalls } from './inlineMessages';

const messages = {
  'header.search': 'Søk',
  'tax.inclVat': 'inkl. mva',
  'tax.exclVat': 'eks. mva',
  'cart.subtotal': 'Delsum ({tax})',
  'cart.productAdded': 'Produktet er lagt i handlekurven',
  'wishlist.addedToCart': 'Du la {product} i handlekurven.',
};
const header = "import { translate } from '../i18n/translate';\n";
const inline = (code: string, file = 'app/x.tsx') =>
  inlineTranslateCalls(code, file, messages, '/app/i18n/formatMessage.ts');

describe('inlineTranslateCalls', () => {
  it('replaces a literal key by its text, in code and in JSX', () => {
    const result = inline(
      `${header}const label = translate('header.search');\nexport const X = () => <b title={translate("cart.productAdded")}>{translate('header.search')}</b>;`,
    );
    expect(result.code).toBe(
      `${header}const label = "Søk";\nexport const X = () => <b title={"Produktet er lagt i handlekurven"}>{"Søk"}</b>;`,
    );
    expect(result.inlined).toBe(3);
    expect(result.dynamic).toEqual([]);
  });

  it('formats a text with placeholders through formatMessage, imported once', () => {
    const result = inline(
      `${header}const t = translate('wishlist.addedToCart', { product: name });`,
    );
    expect(result.code).toBe(
      `import { formatMessage as __formatMessage } from "/app/i18n/formatMessage.ts";\n${header}` +
        `const t = __formatMessage("Du la {product} i handlekurven.", { product: name }, "wishlist.addedToCart");`,
    );
  });

  it('inlines a key chosen by a condition of literals, and a call inside another call’s values', () => {
    const result = inline(
      `${header}const t = translate('cart.subtotal', { tax: translate(incl ? 'tax.inclVat' : 'tax.exclVat') });`,
    );
    expect(result.code).toContain(
      `__formatMessage("Delsum ({tax})", { tax: (incl ? "inkl. mva" : "eks. mva") }, "cart.subtotal")`,
    );
    expect(result.code).not.toContain('translate(');
  });

  it('reports a call whose key is not a literal, with its line, and leaves it', () => {
    const code = `${header}const a = translate('header.search');\nconst b = translate(keys[code]);`;
    const result = inline(code);
    expect(result.dynamic).toEqual([{ line: 3, text: 'translate(keys[code])' }]);
    expect(result.code).toContain('translate(keys[code])');
    expect(result.code).toContain('const a = "Søk"');
  });

  it('refuses a key the file lacks, and a text with placeholders called without values', () => {
    expect(() => inline(`${header}translate('no.such.key');`)).toThrow(
      'app/x.tsx: unknown message key "no.such.key"',
    );
    expect(() => inline(`${header}translate('cart.subtotal');`)).toThrow(
      'message "cart.subtotal" needs a value for {tax}',
    );
  });

  it('touches only the translate imported from the i18n module (also under another name)', () => {
    const own =
      "function translate(s: string) { return s; }\nconst a = translate('header.search');";
    expect(inline(own).code).toBe(own);
    const renamed = inline(
      "import { translate as t } from '../../i18n/translate';\nconst a = t('header.search');",
    );
    expect(renamed.code).toContain('const a = "Søk"');
  });
});
