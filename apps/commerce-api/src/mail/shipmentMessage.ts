import { composeMail, type ComposedMail } from './mailBody.js';

/** What the "order shipped" mail names. */
export interface ShipmentMail {
  firstname: string;
  orderNumber: string;
  carrierTitle: string;
  trackingNumber: string;
  /** The order's page in the storefront, where the timeline is. */
  orderLink: string;
  /** The carrier's tracking page for the parcel. */
  trackingLink: string;
}

/** "Ordren din er sendt": sent once per shipment, when it is registered with the carrier. */
export function shipmentMessage(mail: ShipmentMail): ComposedMail & { links: string[] } {
  return {
    ...composeMail(`Ordren din er sendt (ordre ${mail.orderNumber})`, [
      `Hei ${mail.firstname}!`,
      `Ordre ${mail.orderNumber} er pakket og sendt med ${mail.carrierTitle}. Sporingsnummeret er ${mail.trackingNumber}.`,
      { link: mail.orderLink, label: 'Følg sendingen på ordresiden' },
      { link: mail.trackingLink, label: `Spor pakken hos ${mail.carrierTitle}` },
      `Har du spørsmål om ordren, kan du svare på denne e-posten.`,
    ]),
    links: [mail.orderLink, mail.trackingLink],
  };
}
