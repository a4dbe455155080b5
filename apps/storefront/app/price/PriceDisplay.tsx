import { displayPrice, formatPrice } from '@agri-parts/sdk';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

import { translate } from '../i18n/translate';

/** How prices are shown on this page: as the catalogue holds them, and as the shopper wants them. */
export interface PriceDisplaySettings {
  /** The catalogue's amounts include VAT (`catalog_display_tax` > 1). */
  pricesIncludeTax: boolean;
  /** The shopper wants prices with VAT (the header switch "inkl. mva" is `På`). */
  showIncludingTax: boolean;
}

/** Formats amounts the way the shopper wants them. */
export interface PriceFormatter {
  /** An amount from the catalogue, with or without VAT as chosen, formatted (`1 249,–`). */
  format(amount: number): string;
  /** Says which it is: `inkl. mva` or `eks. mva`. */
  taxLabel: string;
  /** The amount as shown, unformatted (structured data, sorting). */
  shown(amount: number): number;
  /** The other way: an amount the shopper typed as shown, as the catalogue holds it. */
  catalogAmount(shownAmount: number): number;
}

const PriceDisplayContext = createContext<PriceDisplaySettings | null>(null);

/** Gives every price below the page's tax display. */
export function PriceDisplayProvider({
  settings,
  children,
}: {
  settings: PriceDisplaySettings;
  children: ReactNode;
}) {
  const { pricesIncludeTax, showIncludingTax } = settings;
  const value = useMemo(
    () => ({ pricesIncludeTax, showIncludingTax }),
    [pricesIncludeTax, showIncludingTax],
  );
  return <PriceDisplayContext.Provider value={value}>{children}</PriceDisplayContext.Provider>;
}

/** The page's price formatter; throws outside {@link PriceDisplayProvider}. */
export function usePriceFormatter(): PriceFormatter {
  const settings = useContext(PriceDisplayContext);
  if (!settings) throw new Error('usePriceFormatter needs a <PriceDisplayProvider> above it.');
  return useMemo(() => {
    const shown = (amount: number) => displayPrice(amount, settings);
    return {
      shown,
      catalogAmount: (shownAmount: number) =>
        displayPrice(shownAmount, {
          pricesIncludeTax: settings.showIncludingTax,
          showIncludingTax: settings.pricesIncludeTax,
        }),
      format: (amount: number) => formatPrice(shown(amount)),
      taxLabel: translate(settings.showIncludingTax ? 'tax.inclVat' : 'tax.exclVat'),
    };
  }, [settings]);
}
