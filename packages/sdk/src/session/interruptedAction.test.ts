import { describe, expect, it } from 'vitest';
import {
  interruptedActionMaxAgeMs,
  resumableInterruptedAction,
  serializeInterruptedAction,
  type InterruptedAction,
} from './interruptedAction';

const savedAt = Date.UTC(2026, 10, 29, 12, 0, 0);
const action: InterruptedAction = {
  kind: 'add-to-cart',
  product: { sku: 'MF-3581', type: 'SimpleProduct', stockStatus: 'in-stock' },
  options: { quantity: 2 },
  savedAt,
};

describe('resumableInterruptedAction', () => {
  it('reads back what was saved, while it is fresh', () => {
    const saved = serializeInterruptedAction(action);
    expect(resumableInterruptedAction(saved, savedAt)).toEqual(action);
    expect(resumableInterruptedAction(saved, savedAt + interruptedActionMaxAgeMs)).toEqual(action);
  });

  it('drops one older than 30 minutes, or dated in the future', () => {
    const saved = serializeInterruptedAction(action);
    expect(resumableInterruptedAction(saved, savedAt + interruptedActionMaxAgeMs + 1)).toBeNull();
    expect(resumableInterruptedAction(saved, savedAt - 1)).toBeNull();
  });

  it('keeps a configurable product’s variant and a bundle’s options', () => {
    const configurable: InterruptedAction = {
      ...action,
      product: {
        sku: 'BUKSE',
        type: 'ConfigurableProduct',
        stockStatus: 'in-stock',
        variants: [{ sku: 'BUKSE-52', stockStatus: 'in-stock' }],
      },
      options: { quantity: 1, variantSku: 'BUKSE-52' },
    };
    expect(resumableInterruptedAction(serializeInterruptedAction(configurable), savedAt)).toEqual(
      configurable,
    );
  });

  it('is null for nothing saved, or for what is not an interrupted action', () => {
    for (const saved of [
      null,
      '',
      'not json',
      '[]',
      JSON.stringify({ ...action, kind: 'checkout' }),
      JSON.stringify({
        ...action,
        product: { sku: '', type: 'SimpleProduct', stockStatus: 'in-stock' },
      }),
      JSON.stringify({ ...action, options: { quantity: '2' } }),
      JSON.stringify({ ...action, savedAt: 'yesterday' }),
    ]) {
      expect(resumableInterruptedAction(saved, savedAt)).toBeNull();
    }
  });
});
