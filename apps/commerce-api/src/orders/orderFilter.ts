import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import type { CustomerOrdersFilterInput } from '../graphql/generated/schemaTypes.js';
import { orderStatusFromFilter } from './orderStatus.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A range bound as a date: `YYYY-MM-DD` means the start (`from`) or the end (`to`) of that day,
 * `YYYY-MM-DD HH:MM:SS` a moment; both in UTC unless an offset is given.
 */
function dateBound(value: string, end: boolean): Date {
  const text = value.trim();
  let iso = text.replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) iso = `${text}T${end ? '23:59:59.999' : '00:00:00'}`;
  const hasZone = /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(iso);
  const parsed = /^\d{4}-\d{2}-\d{2}T/.test(iso) ? new Date(hasZone ? iso : `${iso}Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) {
    throw new Refusal('INVALID_PARAMETER_VALUE', `Invalid order_date filter: "${value}"`, {
      field: 'order_date',
    });
  }
  return parsed;
}

function amountBound(value: string): number {
  const parsed = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(parsed)) {
    throw new Refusal('INVALID_PARAMETER_VALUE', `Invalid grand_total filter: "${value}"`, {
      field: 'grand_total',
    });
  }
  return parsed;
}

function statuses(values: (string | null)[]): string[] {
  return values.map((value) => {
    const status = orderStatusFromFilter(value ?? '');
    // An unknown status matches nothing, as a filter on a value no order has.
    return status ?? '';
  });
}

/** The customer's orders matching the filter, as a query to count or page. */
export function filteredOrders(
  db: Kysely<Database>,
  customerId: number,
  filter: CustomerOrdersFilterInput | null | undefined,
) {
  let query = db.selectFrom('orders').where('customer_id', '=', customerId);
  const number = filter?.number;
  if (number?.eq != null) query = query.where('number', '=', number.eq.trim());
  if (number?.in != null) {
    const values = number.in.filter((value): value is string => value !== null);
    query = values.length > 0 ? query.where('number', 'in', values) : query.where(() => sqlFalse);
  }
  if (number?.match != null && number.match.trim() !== '') {
    query = query.where('number', 'like', `%${escapeLike(number.match.trim())}%`);
  }
  const status = filter?.status;
  if (status?.eq != null) query = query.where('status', '=', statuses([status.eq])[0]!);
  if (status?.in != null) {
    const values = statuses(status.in);
    query = values.length > 0 ? query.where('status', 'in', values) : query.where(() => sqlFalse);
  }
  const date = filter?.order_date;
  if (date?.from) query = query.where('created_at', '>=', dateBound(date.from, false));
  if (date?.to) query = query.where('created_at', '<=', dateBound(date.to, true));
  const total = filter?.grand_total;
  if (total?.from) query = query.where('grand_total', '>=', amountBound(total.from));
  if (total?.to) query = query.where('grand_total', '<=', amountBound(total.to));
  return query;
}

// An always-false condition for an empty `in` list.
const sqlFalse = sql<boolean>`false`;
