/**
 * The organisation forms a business customer may give as its `companyType`, as the Register of
 * Business Enterprises (Brønnøysundregistrene) codes them: aksjeselskap (`AS`), allmennaksjeselskap
 * (`ASA`), enkeltpersonforetak (`ENK`), ansvarlig selskap (`ANS`, `DA`), samvirkeforetak (`SA`),
 * norskregistrert utenlandsk foretak (`NUF`), forening/lag/innretning (`FLI`) and kommune
 * (`KOMM`). commerce-api accepts these and no others (`INVALID_COMPANY_TYPE`).
 */
export const companyTypes = ['AS', 'ASA', 'ENK', 'ANS', 'DA', 'SA', 'NUF', 'FLI', 'KOMM'] as const;

/** One of {@link companyTypes}. */
export type CompanyType = (typeof companyTypes)[number];

/**
 * The company type a text names (`' as '` → `'AS'`), or `null` for an empty or unknown one. Pure.
 *
 * @example
 * ```ts
 * parseCompanyType('enk'); // 'ENK'
 * parseCompanyType('Gårdsbruk'); // null
 * ```
 */
export function parseCompanyType(text: string | null | undefined): CompanyType | null {
  const code = text?.trim().toUpperCase() ?? '';
  return (companyTypes as readonly string[]).includes(code) ? (code as CompanyType) : null;
}
