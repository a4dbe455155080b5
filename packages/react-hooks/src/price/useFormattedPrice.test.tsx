import { isSdkError } from '@agri-parts/sdk';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFormattedPrice } from './useFormattedPrice';

function PriceText({ amount }: { amount: number }) {
  return <span>{useFormattedPrice(amount)}</span>;
}

describe('useFormattedPrice', () => {
  it('renders the amount in the shop’s NOK format, with a no-break space between thousands', () => {
    expect(renderToString(<PriceText amount={1234.5} />)).toBe('<span>1\u00A0234,50</span>');
  });

  it('renders a whole amount with an en dash instead of ",00"', () => {
    expect(renderToString(<PriceText amount={6000} />)).toBe('<span>6\u00A0000,\u2013</span>');
  });

  it('renders a negative amount with a hyphen-minus', () => {
    expect(renderToString(<PriceText amount={-49.9} />)).toBe('<span>-49,90</span>');
  });

  it('throws the SDK’s invalid-argument error while rendering an amount that is not a number', () => {
    let thrown: unknown;
    try {
      renderToString(<PriceText amount={Number.NaN} />);
    } catch (error) {
      thrown = error;
    }

    expect(isSdkError(thrown, 'invalid-argument')).toBe(true);
  });
});
