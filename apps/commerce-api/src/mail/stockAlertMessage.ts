import { composeMail, SHOP_NAME, type ComposedMail } from './mailBody.js';

/** What the "back in stock" mail names. */
export interface StockAlertMail {
  sku: string;
  productName: string;
  /** The product's page in the storefront. */
  productLink: string;
}

/** "Nå er … på lager igjen": sent once per alert when the product's stock returns. */
export function stockAlertMessage(mail: StockAlertMail): ComposedMail & { links: string[] } {
  return {
    ...composeMail(`${mail.productName} er på lager igjen`, [
      `Hei!`,
      `Du ba oss si fra når ${mail.productName} (varenr. ${mail.sku}) var på lager igjen. Nå er den det – så lenge lageret rekker.`,
      { link: mail.productLink, label: 'Se varen og legg den i handlekurven' },
      `Vi sender bare denne ene e-posten. Har du ikke bedt om varsel, kan du se bort fra den.`,
      `Hilsen ${SHOP_NAME}`,
    ]),
    links: [mail.productLink],
  };
}
