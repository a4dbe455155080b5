/// <reference types="vite/client" />

/**
 * Every document the SDK sends, by export name (`CartDocument` …), from the generated files
 * beside the `.graphql` files — for tests that check all of them.
 */
export const sdkDocuments: Record<string, string> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, string>>('../*/*.generated.ts', { eager: true }),
  ),
);
