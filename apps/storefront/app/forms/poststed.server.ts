import { postcodeTown } from '@agri-parts/sdk';
import register from '@agri-parts/schema/rules/postcodes.json';

/**
 * Fills an empty `city` in a posted address form with the poststed of its Norwegian postcode:
 * what the browser does as the shopper types, done on the server when JavaScript did not run.
 * Leaves a typed-in town, other countries and unknown postcodes alone.
 */
export function fillPoststed(form: FormData): FormData {
  const city = String(form.get('city') ?? '').trim();
  const country = String(form.get('countryCode') ?? 'NO').toUpperCase();
  if (city !== '' || country !== 'NO') return form;
  const town = postcodeTown(String(form.get('postcode') ?? ''), register.towns);
  if (town !== null) form.set('city', town);
  return form;
}
