import { companyTypes, type CompanyType } from '@agri-parts/sdk';
import type { SelectFieldOption } from '@agri-parts/ui';

import { translate } from '../i18n/translate';

const names: Record<CompanyType, string> = {
  AS: translate('companyType.as'),
  ASA: translate('companyType.asa'),
  ENK: translate('companyType.enk'),
  ANS: translate('companyType.ans'),
  DA: translate('companyType.da'),
  SA: translate('companyType.sa'),
  NUF: translate('companyType.nuf'),
  FLI: translate('companyType.fli'),
  KOMM: translate('companyType.komm'),
};

/** The company types (`companyTypes`) as a select offers them, named in Norwegian. */
export const companyTypeOptions: readonly SelectFieldOption[] = companyTypes.map((code) => ({
  value: code,
  label: names[code],
}));

/** A saved company type in Norwegian ("Aksjeselskap (AS)"); an unknown code as it is. */
export function companyTypeName(code: string): string {
  return names[code as CompanyType] ?? code;
}
