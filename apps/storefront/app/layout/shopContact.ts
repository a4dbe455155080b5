/**
 * The shop's customer-service phone number, shown in the header. Magento's store config has no
 * field for it; the same number is in the CMS footer block.
 */
export const shopPhone = { number: '+4762000000', display: '62 00 00 00' } as const;
