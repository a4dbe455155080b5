import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Absolute paths of the SDL files that make up the shop's GraphQL contract. */
export const schemaFiles = {
  /** The part of the Magento 2.4 schema the shop uses, with Magento's names and types. */
  magento: require.resolve('@agri-parts/schema/magento.graphql'),
  /** The shop's own modules: part finder, licence plate, mega menu, guest wishlist, store attributes. */
  extensions: require.resolve('@agri-parts/schema/extensions.graphql'),
} as const;

/** Reads both SDL files, Magento's part first, ready for `makeExecutableSchema` or `buildSchema`. */
export function loadTypeDefs(): string[] {
  return [readFileSync(schemaFiles.magento, 'utf8'), readFileSync(schemaFiles.extensions, 'utf8')];
}
