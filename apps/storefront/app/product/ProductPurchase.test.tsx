// @vitest-environment jsdom
import { SdkProvider } from '@agri-parts/react-hooks';
import { createMemoryStorage, createSdk, SdkError, type Sdk } from '@agri-parts/sdk';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PriceDisplayProvider } from '../price/PriceDisplay';
import type {
  BundleItemView,
  GroupedItemView,
  ProductOptionView,
  ProductVariantView,
} from './loadProductPage.server';
import type { ProductOffer } from './productOffer';
import { ProductPurchase, type ProductPurchaseProps } from './ProductPurchase';
import { findVariant, selectOption, type OptionSelection } from './variantSelection';

afterEach(cleanup);

const offer = (overrides: Partial<ProductOffer> = {}): ProductOffer => ({
  sku: 'VA-1001',
  price: { regular: 499, special: null },
  inStock: true,
  onlyLeft: null,
  backorders: false,
  supplierLeadDays: null,
  image: null,
  ...overrides,
});

function testSdk(): Sdk {
  const sdk = createSdk({
    endpoint: 'http://shop.invalid/graphql',
    storage: createMemoryStorage(),
    preferenceStorage: createMemoryStorage(),
    tokenStorage: createMemoryStorage(),
    logger: { error: () => undefined },
  });
  vi.spyOn(sdk.wishlist, 'load').mockResolvedValue(sdk.wishlist.getSnapshot().wishlist);
  return sdk;
}

type Setup = Pick<ProductPurchaseProps, 'product'> &
  Partial<
    Pick<ProductPurchaseProps, 'offer' | 'options' | 'variants' | 'bundleItems' | 'groupedItems'>
  >;

/** The buying box as the product page holds it: option selection and quantity as state. */
function Box(setup: Setup) {
  const [selection, setSelection] = useState<OptionSelection>({});
  const [quantity, setQuantity] = useState(1);
  const options = setup.options ?? [];
  const variants = setup.variants ?? [];
  const variant = findVariant(
    variants,
    options.map((option) => option.attributeCode),
    selection,
  );
  return (
    <ProductPurchase
      product={setup.product}
      variantSku={variant?.offer.sku ?? null}
      offer={variant?.offer ?? setup.offer ?? offer()}
      priceIsFrom={false}
      deliveryTime={null}
      options={options}
      variants={variants}
      selection={selection}
      onSelect={(code, uid) => setSelection((current) => selectOption(current, code, uid))}
      bundleItems={setup.bundleItems}
      groupedItems={setup.groupedItems}
      quantity={quantity}
      onQuantityChange={setQuantity}
    />
  );
}

function renderBox(sdk: Sdk, setup: Setup) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ storeConfig: { wishlistEnabled: true } }),
      HydrateFallback: () => null,
      Component: () => (
        <SdkProvider sdk={sdk}>
          <PriceDisplayProvider settings={{ pricesIncludeTax: true, showIncludingTax: true }}>
            <Box {...setup} />
          </PriceDisplayProvider>
        </SdkProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

const added = { cart: {} as never, notice: 'product-added' as const };
const addButton = () => screen.findByRole('button', { name: 'Legg i handlekurv' });
const note = (container: HTMLElement) =>
  container.querySelector('.product-purchase__cart-note')?.textContent;

describe('ProductPurchase — a simple product', () => {
  it('adds the chosen quantity, says adding meanwhile and tells the shopper it was added', async () => {
    const sdk = testSdk();
    let finish: () => void = () => undefined;
    const add = vi.spyOn(sdk.cart, 'add').mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => resolve(added);
        }),
    );
    const { container } = renderBox(sdk, { product: { sku: 'VA-1001', type: 'simple' } });

    fireEvent.click(await screen.findByRole('button', { name: 'Øk antall' }));
    fireEvent.click(await addButton());
    expect(add).toHaveBeenCalledExactlyOnceWith(
      {
        sku: 'VA-1001',
        type: 'simple',
        stockStatus: 'in-stock',
        onlyXLeftInStock: null,
        backorders: false,
        variants: [],
      },
      { quantity: 2, variantSku: null },
    );
    const adding = screen.getByRole('button', { name: 'Legger i handlekurven …' });
    expect(adding.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(adding);
    expect(add).toHaveBeenCalledOnce();

    finish();
    await addButton();
    expect(sdk.notifications.getSnapshot()).toEqual([
      expect.objectContaining({ type: 'success', message: 'Produktet er lagt i handlekurven' }),
    ]);
    expect(note(container)).toBe('');
  });

  it('shows what the API refused, in Norwegian, as a danger notice', async () => {
    const sdk = testSdk();
    vi.spyOn(sdk.cart, 'add').mockRejectedValue(
      new SdkError('graphql', 'The requested qty is not available', {
        refusal: { kind: 'out_of_stock', availableQuantity: 1 },
      }),
    );
    renderBox(sdk, { product: { sku: 'VA-1001', type: 'simple' } });

    fireEvent.click(await addButton());
    await waitFor(() =>
      expect(sdk.notifications.getSnapshot()).toEqual([
        expect.objectContaining({
          type: 'danger',
          title: 'Kunne ikke legge varen i handlekurven',
          message: 'Det er bare 1 på lager.',
        }),
      ]),
    );
  });

  it('disables the button of a product out of stock and says why beside it', async () => {
    const sdk = testSdk();
    const add = vi.spyOn(sdk.cart, 'add');
    const { container } = renderBox(sdk, {
      product: { sku: 'VA-1001', type: 'simple' },
      offer: offer({ inStock: false }),
    });

    const button = await screen.findByRole('button', {
      name: 'Legg i handlekurv',
      description: 'Varen er ikke på lager og kan ikke legges i handlekurven nå.',
    });
    expect(button).toHaveProperty('disabled', true);
    expect(note(container)).toBe('Varen er ikke på lager og kan ikke legges i handlekurven nå.');
    expect(screen.getByText('Ikke på lager')).toBeTruthy();
    fireEvent.click(button);
    expect(add).not.toHaveBeenCalled();
  });

  it('has the wishlist heart beside the button', async () => {
    const sdk = testSdk();
    const toggle = vi
      .spyOn(sdk.wishlist, 'toggle')
      .mockResolvedValue(sdk.wishlist.getSnapshot().wishlist);
    renderBox(sdk, { product: { sku: 'VA-1001', type: 'simple' } });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Legg i ønskelisten', pressed: false }),
    );
    expect(toggle).toHaveBeenCalledExactlyOnceWith(
      { sku: 'VA-1001', type: 'simple' },
      { variantSku: null },
    );
  });
});

describe('ProductPurchase — a configurable product', () => {
  const color: ProductOptionView = {
    attributeCode: 'color',
    label: 'Farge',
    values: [
      { uid: 'svart', label: 'Svart' },
      { uid: 'rod', label: 'Rød' },
    ],
  };
  const variants: ProductVariantView[] = [
    { optionValues: { color: 'svart' }, offer: offer({ sku: 'AD-1-SVART' }) },
    { optionValues: { color: 'rod' }, offer: offer({ sku: 'AD-1-ROD', inStock: false }) },
  ];
  const setup: Setup = {
    product: { sku: 'AD-1', type: 'configurable' },
    offer: offer({ sku: 'AD-1' }),
    options: [color],
    variants,
  };

  it('asks for the option first and moves to it, then adds the chosen variant', async () => {
    const sdk = testSdk();
    const add = vi.spyOn(sdk.cart, 'add').mockResolvedValue(added);
    const { container } = renderBox(sdk, setup);

    const button = await screen.findByRole('button', {
      name: 'Legg i handlekurv',
      description: 'Velg farge for å legge varen i handlekurven.',
    });
    fireEvent.click(button);
    expect(add).not.toHaveBeenCalled();
    const select = screen.getByRole('combobox', { name: 'Farge' });
    expect(document.activeElement).toBe(select);

    fireEvent.change(select, { target: { value: 'svart' } });
    expect(note(container)).toBe('');
    fireEvent.click(await addButton());
    expect(add).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ sku: 'AD-1', type: 'configurable' }),
      { quantity: 1, variantSku: 'AD-1-SVART' },
    );
  });

  it('says a chosen variant out of stock cannot be added', async () => {
    const sdk = testSdk();
    const { container } = renderBox(sdk, setup);
    expect(
      within(await screen.findByRole('combobox', { name: 'Farge' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Velg farge', 'Svart', 'Rød – Ikke på lager']);

    fireEvent.change(await screen.findByRole('combobox', { name: 'Farge' }), {
      target: { value: 'rod' },
    });
    expect((await addButton()).hasAttribute('disabled')).toBe(true);
    expect(note(container)).toBe('Varen er ikke på lager og kan ikke legges i handlekurven nå.');
  });
});

describe('ProductPurchase — a bundle', () => {
  const bundleItems: BundleItemView[] = [
    {
      id: 1,
      title: 'Oljefilter',
      required: true,
      type: 'radio',
      options: [
        {
          id: 1,
          label: 'Motoroljefilter',
          quantity: 1,
          isDefault: true,
          price: 179,
          inStock: true,
        },
      ],
    },
    {
      id: 2,
      title: 'Drivstoffilter',
      required: true,
      type: 'radio',
      options: [
        { id: 2, label: 'Forfilter', quantity: 1, isDefault: false, price: 249, inStock: true },
        {
          id: 3,
          label: 'Vannutskiller',
          quantity: 1,
          isDefault: false,
          price: 329,
          inStock: false,
        },
      ],
    },
    {
      id: 3,
      title: 'Motorolje',
      required: false,
      type: 'select',
      options: [
        { id: 4, label: 'Granit 20 l', quantity: 2, isDefault: true, price: 1890, inStock: true },
      ],
    },
  ];
  const setup: Setup = {
    product: { sku: 'SK250-MAS-2423', type: 'bundle' },
    offer: offer({ sku: 'SK250-MAS-2423' }),
    bundleItems,
  };

  it('starts from the defaults, asks for a required option, and adds the chosen contents', async () => {
    const sdk = testSdk();
    const add = vi.spyOn(sdk.cart, 'add').mockResolvedValue(added);
    const { container } = renderBox(sdk, setup);

    expect(await screen.findByRole('radio', { name: /^Motoroljefilter/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: /^Vannutskiller/ })).toHaveProperty('disabled', true);
    expect(
      within(screen.getByRole('combobox', { name: 'Motorolje' }))
        .getByRole('option', {
          selected: true,
        })
        .textContent?.replace(/\s/g, ' '),
    ).toBe('Granit 20 l – 2 stk. – 1 890,– inkl. mva');
    expect(note(container)).toBe('Velg drivstoffilter for å legge settet i handlekurven.');
    fireEvent.click(await addButton());
    expect(add).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^Forfilter/ }));

    fireEvent.click(screen.getByRole('radio', { name: /^Forfilter/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Motorolje' }), {
      target: { value: '' },
    });
    fireEvent.click(await addButton());
    expect(add).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ sku: 'SK250-MAS-2423', type: 'bundle' }),
      {
        quantity: 1,
        variantSku: null,
        bundleOptions: [
          { id: 1, quantity: 1, value: ['1'] },
          { id: 2, quantity: 1, value: ['2'] },
        ],
      },
    );
  });
  it('shows what the chosen contents cost, not a "from" price, and follows the choice', async () => {
    const sdk = testSdk();
    const { container } = renderBox(sdk, setup);
    const price = () =>
      container.querySelector('.product-purchase__price')?.textContent?.replace(/\s/g, ' ');

    // The defaults: 179 + 2 × 1 890 (the offer's 499 is the cheapest contents).
    await screen.findByRole('radio', { name: /^Motoroljefilter/ });
    expect(price()).toBe('3 959,– inkl. mva');
    expect(container.querySelector('.product-purchase__price')?.getAttribute('aria-live')).toBe(
      'polite',
    );
    fireEvent.click(screen.getByRole('radio', { name: /^Forfilter/ }));
    expect(price()).toBe('4 208,– inkl. mva');
    fireEvent.change(screen.getByRole('combobox', { name: 'Motorolje' }), {
      target: { value: '' },
    });
    expect(price()).toBe('428,– inkl. mva');
    expect(container.textContent).not.toContain('Fra');
  });
});

describe('ProductPurchase — a grouped product', () => {
  const groupedItems: GroupedItemView[] = [
    {
      sku: 'SA-1',
      name: 'Oljefilter',
      defaultQuantity: 1,
      price: { regular: 99, special: null },
      inStock: true,
      onlyLeft: null,
    },
    {
      sku: 'JD-2',
      name: 'Luftfilter',
      defaultQuantity: 1,
      price: { regular: 369, special: null },
      inStock: true,
      onlyLeft: null,
    },
  ];
  const setup: Setup = {
    product: { sku: 'FP-SAM-4069', type: 'grouped' },
    offer: offer({ sku: 'FP-SAM-4069' }),
    groupedItems,
  };

  it('lists the members with their quantities and adds them together', async () => {
    const sdk = testSdk();
    const add = vi.spyOn(sdk.cart, 'add').mockResolvedValue(added);
    renderBox(sdk, setup);

    const air = await screen.findByRole('textbox', { name: 'Antall av Luftfilter' });
    fireEvent.change(air, { target: { value: '3' } });
    fireEvent.blur(air);
    fireEvent.click(await addButton());
    expect(add).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ sku: 'FP-SAM-4069', type: 'grouped' }),
      {
        quantity: 1,
        variantSku: null,
        groupedItems: [
          { sku: 'SA-1', quantity: 1 },
          { sku: 'JD-2', quantity: 3 },
        ],
      },
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('asks for a quantity when every member is at 0', async () => {
    const sdk = testSdk();
    const add = vi.spyOn(sdk.cart, 'add');
    const { container } = renderBox(sdk, {
      ...setup,
      groupedItems: groupedItems.map((item) => ({ ...item, defaultQuantity: 0 })),
    });

    fireEvent.click(await addButton());
    expect(add).not.toHaveBeenCalled();
    expect(note(container)).toBe('Velg antall for minst én vare.');
  });
});
