/** The shop's contact details as printed in pages and blocks (placeholders, not a real company). */
export const STORE_CONTACT = {
  company: 'Agri Deler AS',
  street: 'Maskinvegen 12',
  postcode: '2322',
  city: 'Ridabu',
  phone: '62 00 00 00',
  email: 'kundeservice@agrideler.no',
  hours: 'Mandag–fredag 07.30–16.00. Lørdag 09.00–13.00 i våronna (april–juni).',
};
