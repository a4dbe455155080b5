/**
 * The demo accounts' password hashes at the production cost (scrypt N = 2^17, r = 8, p = 1),
 * computed once with `hashPassword(password, { salt })` and the seed's salt (the first 16 bytes
 * of SHA-256 of the address): hashing them on every seed would cost seconds at this cost.
 * `demoPasswordHashes.test.ts` checks each one against its password and parameters.
 */
export const DEMO_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  'ola.nordmann@example.no':
    'scrypt$131072$8$1$ErhmFsSJnBC4d9szaNzsHA$ihjh6tc82PxHbFFo2NsYE9LSihwyyl2KivRYJBFuNvQ',
  'innkjop@haugen-gard.example.no':
    'scrypt$131072$8$1$HBdBflrIbT4JkPMiTkj9xA$7Y6SHX22bffpn1an3wWwFsmEcHBGYieHo2vxplVqtoc',
  'post@fjelltun-maskin.example.no':
    'scrypt$131072$8$1$EaU7RJeTBB7f8p24ALi3-A$S85kTJx5NWDOMAmmLc1yXXJ8f3-NrUSSTtNFWnTL4eY',
  'lager@bygdelaget.example.no':
    'scrypt$131072$8$1$v3m5gGCR5EjldG_4sg4xDA$tTm5-kH9B85bvQU2WOV6HrWxugSpN2SuoxkTKS5dTeQ',
};
