/** Magento's date-time format, in UTC: `2026-11-21 08:48:49`. */
export const magentoDateTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
