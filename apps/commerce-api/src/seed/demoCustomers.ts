import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DEFAULT_SCRYPT_PARAMETERS,
  hashPassword,
  type ScryptParameters,
} from '../customers/passwordHash.js';
import type { Database } from '../db/tables.js';
import { DEMO_PASSWORD_HASHES } from './demoPasswordHashes.js';

interface DemoAddress {
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  city: string;
  postcode: string;
  telephone: string;
  vat_id?: string;
  default_billing: boolean;
  default_shipping: boolean;
}

interface DemoCustomer {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  taxvat?: string;
  company_id?: string;
  credit_check_approved: boolean;
  /** Hides the add-to-cart buttons for this customer; `null` (the default) leaves it to the store. */
  hide_cart_button?: boolean | null;
  addresses: DemoAddress[];
}

/** The demo accounts (documented in the README); their passwords are public on purpose. */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'ola.nordmann@example.no',
    password: 'Traktor-2024',
    firstname: 'Ola',
    lastname: 'Nordmann',
    credit_check_approved: false,
    addresses: [
      {
        firstname: 'Ola',
        lastname: 'Nordmann',
        street: ['Storgata 12'],
        city: 'Hamar',
        postcode: '2317',
        telephone: '+47 912 34 567',
        default_billing: true,
        default_shipping: true,
      },
    ],
  },
  {
    email: 'innkjop@haugen-gard.example.no',
    password: 'Gardsdrift-2024',
    firstname: 'Kari',
    lastname: 'Haugen',
    taxvat: 'NO987654321MVA',
    company_id: '987654321',
    credit_check_approved: true,
    addresses: [
      {
        firstname: 'Kari',
        lastname: 'Haugen',
        company: 'Haugen Gård AS',
        street: ['Postboks 44'],
        city: 'Brumunddal',
        postcode: '2381',
        telephone: '+47 62 34 56 78',
        vat_id: 'NO987654321MVA',
        default_billing: true,
        default_shipping: false,
      },
      {
        firstname: 'Kari',
        lastname: 'Haugen',
        company: 'Haugen Gård AS',
        street: ['Haugenvegen 210'],
        city: 'Brumunddal',
        postcode: '2380',
        telephone: '+47 62 34 56 78',
        default_billing: false,
        default_shipping: true,
      },
    ],
  },
  {
    email: 'post@fjelltun-maskin.example.no',
    password: 'Maskinlag-2024',
    firstname: 'Per',
    lastname: 'Fjelltun',
    taxvat: 'NO912345678MVA',
    company_id: '912345678',
    credit_check_approved: false,
    addresses: [
      {
        firstname: 'Per',
        lastname: 'Fjelltun',
        company: 'Fjelltun Maskin AS',
        street: ['Industrivegen 5'],
        city: 'Steinkjer',
        postcode: '7713',
        telephone: '+47 74 12 34 56',
        vat_id: 'NO912345678MVA',
        default_billing: true,
        default_shipping: true,
      },
    ],
  },
  {
    // Browses and keeps wish lists, but orders through the co-operative's purchasing office: the
    // shop hides its add-to-cart buttons (Customer.hide_cart_button), whatever the store says.
    email: 'lager@bygdelaget.example.no',
    password: 'Bygdelag-2024',
    firstname: 'Siri',
    lastname: 'Bakken',
    credit_check_approved: false,
    hide_cart_button: true,
    addresses: [
      {
        firstname: 'Siri',
        lastname: 'Bakken',
        company: 'Bygdelaget SA',
        street: ['Bygdevegen 3'],
        city: 'Tynset',
        postcode: '2500',
        telephone: '+47 62 48 00 11',
        default_billing: true,
        default_shipping: true,
      },
    ],
  },
];

/**
 * A demo account's password hash: the precomputed one at the production cost, or — when tests
 * ask for cheaper hashing — one made now with those parameters. Salts come from the e-mail
 * address, so the same seed gives the same rows; real accounts get random salts.
 */
async function demoPasswordHash(demo: DemoCustomer, parameters: ScryptParameters) {
  const precomputed = DEMO_PASSWORD_HASHES[demo.email];
  const isDefault = (['N', 'r', 'p'] as const).every(
    (name) => parameters[name] === DEFAULT_SCRYPT_PARAMETERS[name],
  );
  if (precomputed && isDefault) return precomputed;
  const salt = createHash('sha256').update(demo.email).digest().subarray(0, 16);
  return hashPassword(demo.password, { salt, parameters });
}

/** Inserts the demo accounts, their passwords hashed with `passwordHashing`. */
export async function loadDemoCustomers(
  db: Kysely<Database>,
  passwordHashing: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS,
): Promise<void> {
  for (const demo of DEMO_CUSTOMERS) {
    const { id } = await db
      .insertInto('customers')
      .values({
        email: demo.email,
        firstname: demo.firstname,
        lastname: demo.lastname,
        taxvat: demo.taxvat ?? null,
        company_id: demo.company_id ?? null,
        credit_check_approved: demo.credit_check_approved,
        hide_cart_button: demo.hide_cart_button ?? null,
        password_hash: await demoPasswordHash(demo, passwordHashing),
        created_at: '2024-01-15 09:00:00+00',
        updated_at: '2024-01-15 09:00:00+00',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('customer_addresses')
      .values(
        demo.addresses.map((address) => ({
          customer_id: id,
          firstname: address.firstname,
          lastname: address.lastname,
          company: address.company ?? null,
          street: address.street,
          city: address.city,
          postcode: address.postcode,
          region: null,
          country_code: 'NO',
          telephone: address.telephone,
          vat_id: address.vat_id ?? null,
          default_billing: address.default_billing,
          default_shipping: address.default_shipping,
        })),
      )
      .execute();
  }
}
