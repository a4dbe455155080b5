/**
 * The numbers of a Magento bundle uid (base64 of `bundle/{option_id}` for an option,
 * `bundle/{option_id}/{selection_id}/{quantity}` for a choice); empty when it is not one. Pure.
 */
export function bundleUidIds(uid: string | null | undefined): number[] {
  if (!uid) return [];
  let decoded: string;
  try {
    decoded = globalThis.atob(uid);
  } catch {
    return [];
  }
  const match = /^bundle\/(\d+)(?:\/(\d+)\/\d+(?:\.\d+)?)?$/.exec(decoded);
  if (!match) return [];
  return match[2] === undefined ? [Number(match[1])] : [Number(match[1]), Number(match[2])];
}
