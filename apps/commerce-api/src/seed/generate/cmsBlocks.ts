import type { SeedCmsBlock } from '../types.js';
import { categoryUrl, type CategoryIndex } from './categoryTree.js';
import { STORE_CONTACT } from './storeContact.js';

/** Header, footer and category landing blocks (identifiers as the store config names them). */
export function buildCmsBlocks(categories: CategoryIndex): SeedCmsBlock[] {
  const blocks: SeedCmsBlock[] = [
    {
      identifier: 'top-bar',
      title: 'Toppstripe',
      content:
        '<p>Fri frakt over 6000 kr · Bestill før kl. 14 – sendes samme dag · Faktura for bedrifter</p>',
    },
    {
      identifier: 'top-menu',
      title: 'Toppmeny',
      content:
        '<ul class="top-menu"><li><a href="/parts">Delesøk</a></li><li><a href="/search?term=tilbud">Tilbud</a></li>' +
        '<li><a href="/aktuelt">Aktuelt</a></li><li><a href="/faq.html">Kundeservice</a></li><li><a href="/kontakt-oss">Kontakt oss</a></li></ul>',
    },
    {
      identifier: 'footer-links',
      title: 'Lenker i bunnen',
      content:
        '<div class="footer-column"><h3>Kundeservice</h3><ul><li><a href="/faq.html">Ofte stilte spørsmål</a></li>' +
        '<li><a href="/kjopsvilkar">Kjøpsvilkår</a></li><li><a href="/personvern">Personvern</a></li><li><a href="/kontakt-oss">Kontakt oss</a></li></ul></div>' +
        '<div class="footer-column"><h3>Agri Deler</h3><ul><li><a href="/om-oss">Om oss</a></li><li><a href="/aktuelt">Aktuelt</a></li>' +
        '<li><a href="/parts">Delesøk</a></li></ul></div>',
    },
    {
      identifier: 'footer-contact',
      title: 'Kontaktinformasjon',
      content:
        `<h3>Kontakt oss</h3><p>${STORE_CONTACT.company}<br>${STORE_CONTACT.street}, ${STORE_CONTACT.postcode} ${STORE_CONTACT.city}</p>` +
        `<p>Telefon: ${STORE_CONTACT.phone}<br>E-post: <a href="mailto:${STORE_CONTACT.email}">${STORE_CONTACT.email}</a></p>` +
        `<p>${STORE_CONTACT.hours}</p>`,
    },
  ];
  for (const category of categories.categories) {
    if (!category.landingPageBlock) continue;
    const children = categories.children.get(category.id) ?? [];
    const links = children
      .map((child) => `<li><a href="${categoryUrl(categories, child.id)}">${child.name}</a></li>`)
      .join('');
    blocks.push({
      identifier: category.landingPageBlock,
      title: `Kategoriside: ${category.name}`,
      content:
        `<div class="category-landing"><h2>${category.name}</h2><ul class="category-landing__links">${links}</ul>` +
        '<p>Usikker på hvilken del du trenger? Bruk <a href="/parts">delesøket</a> eller søk på originalnummeret.</p></div>',
    });
  }
  return blocks;
}
