import type { OrderStatus } from '../orders/orderStatus.js';

/** One demo account's order history, as a plan the seed turns into orders. */
export interface DemoOrderPlan {
  email: string;
  /** Statuses, newest order first; the plan has one order per status. */
  statuses: OrderStatus[];
  /** When the newest order was placed (UTC). */
  newest: string;
  /** Days between orders, on average. */
  spacingDays: number;
  payment: { code: string; name: string };
  shippingMethod: string;
  maxLines: number;
  maxQuantity: number;
  /** Orders (by index, newest first) that used a discount code. */
  coupons: Record<number, { code: string; label: string; percent: number }>;
}

const CARD = { code: 'wm_card', name: 'Kortbetaling' };
const INVOICE = { code: 'wm_invoice', name: 'Faktura (14 dager)' };
const SPRING = { code: 'VAAR10', label: 'Vårkampanje 10 %', percent: 10 };
const FARM = { code: 'GARD15', label: 'Gårdsrabatt 15 %', percent: 15 };

const repeat = <T>(value: T, times: number): T[] => Array.from({ length: times }, () => value);

/**
 * The demo accounts' order history (README: "Demo accounts"). Ola has enough orders for three
 * pages of ten; every account has orders in all six statuses.
 */
export const DEMO_ORDER_PLANS: readonly DemoOrderPlan[] = [
  {
    email: 'ola.nordmann@example.no',
    statuses: [
      'Pending',
      'Processing',
      'On Hold',
      'Complete',
      'Canceled',
      'Complete',
      'Closed',
      ...repeat<OrderStatus>('Complete', 5),
      'Canceled',
      ...repeat<OrderStatus>('Complete', 5),
      'Closed',
      ...repeat<OrderStatus>('Complete', 4),
    ],
    newest: '2026-11-17T09:42:00Z',
    spacingDays: 26,
    payment: CARD,
    shippingMethod: 'Bring - Pakke til hentested',
    maxLines: 4,
    maxQuantity: 3,
    coupons: { 3: SPRING, 9: SPRING },
  },
  {
    email: 'innkjop@haugen-gard.example.no',
    statuses: [
      'Processing',
      'Pending',
      'Complete',
      'On Hold',
      'Complete',
      'Closed',
      'Canceled',
      ...repeat<OrderStatus>('Complete', 5),
    ],
    newest: '2026-11-19T13:05:00Z',
    spacingDays: 31,
    payment: INVOICE,
    shippingMethod: 'Bring - Bedriftspakke',
    maxLines: 5,
    maxQuantity: 8,
    coupons: { 4: FARM },
  },
  {
    email: 'post@fjelltun-maskin.example.no',
    statuses: ['Pending', 'Processing', 'On Hold', 'Complete', 'Closed', 'Canceled'],
    newest: '2026-11-12T07:30:00Z',
    spacingDays: 45,
    payment: CARD,
    shippingMethod: 'Bring - Bedriftspakke',
    maxLines: 3,
    maxQuantity: 4,
    coupons: {},
  },
];
