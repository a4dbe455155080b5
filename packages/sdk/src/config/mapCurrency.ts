import type { CurrencyQuery } from '../generated/graphql';

/** How many units of `currencyTo` one unit of the base currency buys. */
export interface ExchangeRate {
  currencyTo: string;
  rate: number;
}

/** The store's base and display currencies. */
export interface Currency {
  availableCurrencyCodes: string[];
  baseCurrencyCode: string | null;
  baseCurrencySymbol: string | null;
  defaultDisplayCurrencyCode: string | null;
  defaultDisplayCurrencySymbol: string | null;
  /** Rates the backend lists completely (both code and rate); others are left out. */
  exchangeRates: ExchangeRate[];
}

type CurrencyData = NonNullable<CurrencyQuery['currency']>;

/** Maps the backend's `currency` to a {@link Currency}, dropping empty list entries. */
export function mapCurrency(data: CurrencyData): Currency {
  const exchangeRates: ExchangeRate[] = [];
  for (const entry of data.exchange_rates ?? []) {
    if (entry?.currency_to && typeof entry.rate === 'number') {
      exchangeRates.push({ currencyTo: entry.currency_to, rate: entry.rate });
    }
  }
  return {
    availableCurrencyCodes: (data.available_currency_codes ?? []).filter(
      (code): code is string => typeof code === 'string',
    ),
    baseCurrencyCode: data.base_currency_code,
    baseCurrencySymbol: data.base_currency_symbol,
    defaultDisplayCurrencyCode: data.default_display_currency_code,
    defaultDisplayCurrencySymbol: data.default_display_currency_symbol,
    exchangeRates,
  };
}
