/**
 * Magento's `uid`s are the base64 of the entity id (for categories and products) or of a
 * typed path (for configurable options): opaque to clients, stable for the server.
 */
export const encodeUid = (raw: string | number): string =>
  Buffer.from(String(raw), 'utf8').toString('base64');

/** Decodes a uid; null when it is not valid base64 of something printable. */
export function decodeUid(uid: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) return null;
  const raw = Buffer.from(uid, 'base64').toString('utf8');
  return encodeUid(raw) === uid ? raw : null;
}

export const categoryUid = (id: number) => encodeUid(id);
export const productUid = (id: number) => encodeUid(id);

/** The numeric id behind a category or product uid, or null when it is not one. */
export function decodeIdUid(uid: string): number | null {
  const raw = decodeUid(uid);
  // Ids are PostgreSQL integers: nine digits always fit.
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}
