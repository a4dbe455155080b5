/**
 * Norway's postcode register as the shop ships it (`schema/rules/postcodes.json`'s `towns`):
 * each four-digit postcode and its poststed, in capitals as Posten writes them.
 */
export type PostcodeRegister = Readonly<Record<string, string>>;

/** The register file's shape: the table plus where it came from and when. */
export interface PostcodeRegisterFile {
  readonly source: string;
  readonly retrieved: string;
  readonly towns: PostcodeRegister;
}

/**
 * The poststed of a Norwegian postcode, or `null` when the text is not four digits or no such
 * postcode exists. Spaces around the digits are ignored (people paste ` 0150 `). Pure: the caller
 * passes the register, so a browser loads the 23 kB table only where an address form is shown.
 */
export function postcodeTown(postcode: string, register: PostcodeRegister): string | null {
  const digits = postcode.trim();
  if (!/^\d{4}$/.test(digits)) return null;
  return Object.hasOwn(register, digits) ? (register[digits] ?? null) : null;
}
