import type { PostcodeRegister } from '@agri-parts/sdk';

let loading: Promise<PostcodeRegister> | undefined;

/**
 * Posten's postcode register, fetched the first time an address form asks for it: a chunk of its
 * own (about 23 kB gzipped) that pages without an address form never load.
 */
export function loadPostcodeRegister(): Promise<PostcodeRegister> {
  loading ??= import('@agri-parts/schema/rules/postcodes.json').then(
    (module) => (module.default as { towns: PostcodeRegister }).towns,
  );
  // A failed load (offline) may be tried again on the next keystroke.
  loading.catch(() => (loading = undefined));
  return loading;
}
