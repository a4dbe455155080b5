import { TextField } from '@agri-parts/ui';

import { textFieldProps } from '../forms/fieldProps';
import { translate } from '../i18n/translate';

/**
 * The optional phone number of the registration and the profile: a labelled `tel` field saying
 * what it takes (8 digits, +47 allowed), with its error.
 */
export function PhoneField({
  field,
}: {
  field: Parameters<typeof textFieldProps>[0] & { key?: string | undefined };
}) {
  return (
    <TextField
      key={field.key}
      {...textFieldProps(field)}
      type="tel"
      label={translate('profile.phone')}
      hint={translate('profile.phoneHint')}
      autoComplete="tel"
    />
  );
}
