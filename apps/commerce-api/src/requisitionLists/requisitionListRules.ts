import { Refusal } from '../errors/refusal.js';

/** Limits of saved lists: enough for a farm's seasons, small enough that no list is a dump. */
export const REQUISITION_LIST_LIMITS = {
  nameLength: 60,
  descriptionLength: 255,
  listsPerCustomer: 50,
  itemsPerList: 200,
  maxQuantity: 10_000,
} as const;

export const REQUISITION_LIST_MESSAGES = {
  notFound: (uid: string) => `Could not find a requisition list with uid "${uid}".`,
  itemNotFound: (uid: string) => `The requisition list has no item with uid "${uid}".`,
  nameEmpty: 'The requisition list name must not be empty.',
  nameTooLong: `The requisition list name must be at most ${REQUISITION_LIST_LIMITS.nameLength} characters.`,
  descriptionTooLong: `The requisition list description must be at most ${REQUISITION_LIST_LIMITS.descriptionLength} characters.`,
  tooManyLists: `A customer can have at most ${REQUISITION_LIST_LIMITS.listsPerCustomer} requisition lists.`,
  tooManyItems: `A requisition list holds at most ${REQUISITION_LIST_LIMITS.itemsPerList} items.`,
  quantity: (value: number) =>
    `The quantity ${value} is not valid; it must be more than 0 and at most ${REQUISITION_LIST_LIMITS.maxQuantity}.`,
} as const;

/** The trimmed name, or the refusal of an empty or too long one. Pure. */
export function checkListName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed === '') {
    throw new Refusal('REQUISITION_LIST_NAME_INVALID', REQUISITION_LIST_MESSAGES.nameEmpty, {
      reason: 'empty',
      max_length: REQUISITION_LIST_LIMITS.nameLength,
    });
  }
  if ([...trimmed].length > REQUISITION_LIST_LIMITS.nameLength) {
    throw new Refusal('REQUISITION_LIST_NAME_INVALID', REQUISITION_LIST_MESSAGES.nameTooLong, {
      reason: 'too-long',
      max_length: REQUISITION_LIST_LIMITS.nameLength,
    });
  }
  return trimmed;
}

/** The trimmed note (null when empty), or the refusal of a too long one. Pure. */
export function checkListDescription(description: string | null | undefined): string | null {
  const trimmed = description?.trim() ?? '';
  if ([...trimmed].length > REQUISITION_LIST_LIMITS.descriptionLength) {
    throw new Refusal(
      'REQUISITION_LIST_DESCRIPTION_TOO_LONG',
      REQUISITION_LIST_MESSAGES.descriptionTooLong,
      { max_length: REQUISITION_LIST_LIMITS.descriptionLength },
    );
  }
  return trimmed === '' ? null : trimmed;
}

/** The quantity (1 when left out), or the refusal of one out of range. Pure. */
export function checkQuantity(quantity: number | null | undefined): number {
  const value = quantity ?? 1;
  if (!Number.isFinite(value) || value <= 0 || value > REQUISITION_LIST_LIMITS.maxQuantity) {
    throw new Refusal(
      'REQUISITION_LIST_QUANTITY_INVALID',
      REQUISITION_LIST_MESSAGES.quantity(value),
      {
        max_quantity: REQUISITION_LIST_LIMITS.maxQuantity,
      },
    );
  }
  return value;
}

/**
 * A key for the options chosen: the same SKU with the same options is one line, whatever order
 * the options came in. Pure.
 */
export function optionsKey(
  selected: readonly string[],
  entered: readonly { uid: string; value: string }[],
): string {
  if (selected.length === 0 && entered.length === 0) return '';
  return JSON.stringify([
    [...selected].sort(),
    [...entered].map((option) => [option.uid, option.value]).sort(),
  ]);
}

/** A fresh token for a read-only link: 24 random bytes, URL-safe. */
export function newShareToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64url');
}
