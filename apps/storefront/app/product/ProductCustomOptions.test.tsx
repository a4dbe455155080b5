// @vitest-environment jsdom
import { SdkProvider } from '@agri-parts/react-hooks';
import {
  createMemoryStorage,
  createSdk,
  SdkError,
  type ProductCustomOption,
} from '@agri-parts/sdk';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PriceDisplayProvider } from '../price/PriceDisplay';
import { ProductPurchase } from './ProductPurchase';

afterEach(cleanup);

const length: ProductCustomOption = {
  uid: 'len',
  kind: 'field',
  title: 'Lengde (cm)',
  required: true,
  maxCharacters: 5,
  price: 149,
  priceType: 'FIXED',
  numberRange: { min: 10, max: 500 },
};
const plate: ProductCustomOption = {
  uid: 'plate',
  kind: 'field',
  title: 'Tekst på skiltet',
  required: false,
  maxCharacters: 30,
  price: 99,
  priceType: 'FIXED',
  numberRange: null,
};

function renderHose(addFails?: SdkError) {
  const sdk = createSdk({
    endpoint: 'http://shop.invalid/graphql',
    storage: createMemoryStorage(),
    preferenceStorage: createMemoryStorage(),
    tokenStorage: createMemoryStorage(),
    logger: { error: () => undefined },
  });
  vi.spyOn(sdk.wishlist, 'load').mockResolvedValue(sdk.wishlist.getSnapshot().wishlist);
  const add = vi.spyOn(sdk.cart, 'add');
  if (addFails) add.mockRejectedValue(addFails);
  else add.mockResolvedValue({ cart: {} as never, notice: 'product-added' });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ storeConfig: { wishlistEnabled: true } }),
      HydrateFallback: () => null,
      Component: () => (
        <SdkProvider sdk={sdk}>
          <PriceDisplayProvider settings={{ pricesIncludeTax: true, showIncludingTax: true }}>
            <ProductPurchase
              product={{ sku: 'HOSE-1', type: 'simple' }}
              variantSku={null}
              offer={{
                sku: 'HOSE-1',
                price: { regular: 349, special: null },
                inStock: true,
                onlyLeft: null,
                backorders: false,
                supplierLeadDays: null,
                image: null,
              }}
              priceIsFrom={false}
              deliveryTime={null}
              options={[]}
              variants={[]}
              selection={{}}
              onSelect={() => undefined}
              customOptions={[length, plate]}
              quantity={1}
              onQuantityChange={() => undefined}
            />
          </PriceDisplayProvider>
        </SdkProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { add };
}

describe('ProductPurchase — custom options', () => {
  it('shows each option as a labelled field with its hint', async () => {
    renderHose();
    const field = await screen.findByLabelText('Lengde (cm)');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe('Må fylles ut · Tall fra 10 til 500 · Tillegg 149,–');
    expect(field.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText('Tekst på skiltet')).toBeTruthy();
  });

  it('does not add before a required option is filled in, says so and moves there', async () => {
    const { add } = renderHose();
    fireEvent.click(await screen.findByRole('button', { name: 'Legg i handlekurv' }));
    expect(add).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Fyll ut lengde (cm).');
    const field = screen.getByLabelText('Lengde (cm)');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('adds with the entered text, trimmed, as entered options', async () => {
    const { add } = renderHose();
    fireEvent.change(await screen.findByLabelText('Lengde (cm)'), { target: { value: ' 250 ' } });
    fireEvent.change(screen.getByLabelText('Tekst på skiltet'), { target: { value: 'Gård 7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));
    expect(add).toHaveBeenCalledOnce();
    expect(add.mock.calls[0]![1]).toEqual({
      quantity: 1,
      variantSku: null,
      enteredOptions: [
        { uid: 'len', value: '250' },
        { uid: 'plate', value: 'Gård 7' },
      ],
    });
  });

  it('refuses a length outside the range at its field before sending anything', async () => {
    const { add } = renderHose();
    fireEvent.change(await screen.findByLabelText('Lengde (cm)'), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));
    expect(add).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Lengde (cm)');
    expect(screen.getByRole('alert').textContent).toBe(
      'Lengde (cm) må være et tall fra 10 til 500.',
    );
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(field);
  });

  it('says commerce-api’s refusal of the value at the field, and drops it once the value changes', async () => {
    const refusedByApi = new SdkError('graphql', 'The value of "Lengde (cm)" must be a number', {
      graphQLErrors: [
        {
          message: 'The value of "Lengde (cm)" must be a number from 20 to 300.',
          category: 'graphql-input',
          extensions: {
            category: 'graphql-input',
            error_code: 'CUSTOM_OPTION_OUT_OF_RANGE',
            option_uid: 'len',
            min_value: 20,
            max_value: 300,
          },
        },
      ],
    });
    const { add } = renderHose(refusedByApi);
    const field = await screen.findByLabelText('Lengde (cm)');
    fireEvent.change(field, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));
    expect(add).toHaveBeenCalledOnce();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Lengde (cm) må være et tall fra 20 til 300.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '250' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
