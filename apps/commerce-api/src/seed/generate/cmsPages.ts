import type { SeedCmsPage } from '../types.js';
import { categoryUrl, type CategoryIndex, ROOT_CATEGORY_ID } from './categoryTree.js';
import type { FinderIndex } from './finderData.js';
import { STORE_CONTACT } from './storeContact.js';

const FAQ: [question: string, answer: string][] = [
  [
    'Hvor raskt sender dere?',
    'Varer på lager sendes samme dag når du bestiller før kl. 14 på hverdager. Vanlig leveringstid er 1–3 virkedager på Østlandet og 2–5 virkedager i resten av landet. Bestillingsvarer har leveringstiden oppgitt på produktsiden.',
  ],
  [
    'Hva koster frakt?',
    'Vi har fri frakt på bestillinger over 6000 kr inkl. mva. Under dette beregnes frakt etter vekt og størrelse i kassen. Store og tunge varer, som vinduer, seter og maskiner, sendes med transportør.',
  ],
  [
    'Kan jeg hente varene selv?',
    `Ja. Velg «Hent i butikk» i kassen, så får du beskjed når varene er klare. Vi holder til i ${STORE_CONTACT.street}, ${STORE_CONTACT.postcode} ${STORE_CONTACT.city}.`,
  ],
  [
    'Hvordan finner jeg riktig del?',
    'Bruk <a href="/parts">delesøket</a>: velg traktor, merke og modell, så ser du delene som passer. Du kan også søke på originalnummeret – skrivemåten spiller ingen rolle, så «RE 504836», «RE-504836» og «RE504836» gir samme treff. Er du usikker, send oss understellsnummeret, så hjelper vi deg.',
  ],
  [
    'Hva er forskjellen på originaldeler og kvalitetsdeler?',
    'Originaldeler kommer fra traktorprodusenten. Kvalitetsdeler (uoriginale deler) er laget av anerkjente leverandører som Vapormatic, Sparex, MANN-FILTER og Bosch etter samme mål og krav, og er ofte rimeligere.',
  ],
  [
    'Kan bedrifter handle på faktura?',
    'Ja. Bedriftskunder med organisasjonsnummer kan handle på faktura med 14 dagers betalingsfrist, etter en vanlig kredittsjekk. Når du er logget inn som bedriftskunde, vises prisene uten mva.',
  ],
  [
    'Hvilke betalingsmåter kan jeg bruke?',
    'Privatkunder betaler med kort eller delbetaling. Bedriftskunder kan i tillegg velge faktura med 14 dagers betalingsfrist.',
  ],
  [
    'Kan jeg se prisene uten mva?',
    'Ja. Bedriftskunder ser prisene uten mva når de er logget inn. Alle priser i nettbutikken er ellers oppgitt i norske kroner inkludert 25 % mva.',
  ],
  [
    'Hvordan returnerer jeg en vare?',
    'Som forbruker har du 14 dagers angrerett fra du mottok varen. Fyll ut returskjemaet på Min side eller kontakt kundeservice, og send varen tilbake i original emballasje. Deler som er montert eller brukt, kan få redusert verdi. Varer laget etter dine mål, som hydraulikkslanger presset på mål, har ikke angrerett.',
  ],
  [
    'Hva gjør jeg hvis en del er feil eller defekt?',
    'Kontakt oss så snart du oppdager feilen. Forbrukere har reklamasjonsrett i to år, eller fem år for varer som er ment å vare vesentlig lenger. Normal slitasje på slitedeler som knivblad, bremsebelegg og reimer dekkes ikke.',
  ],
  [
    'Sender dere til utlandet?',
    'Vi sender til hele Norge. Til Sverige, Danmark, Finland og resten av Europa kan vi sende etter avtale – kontakt oss for fraktpris.',
  ],
  [
    'Presser dere hydraulikkslanger?',
    'Ja. Vi presser hydraulikkslanger på mål etter den gamle slangen eller etter oppgitte mål. Slangen er vanligvis klar samme dag.',
  ],
  [
    'Varen kom skadet – hva gjør jeg?',
    'Ta bilde av emballasjen og varen og meld fra til oss innen rimelig tid. Synlige skader på emballasjen bør også meldes til transportøren ved mottak.',
  ],
];

const contactLines = () =>
  `<p><strong>${STORE_CONTACT.company}</strong><br>${STORE_CONTACT.street}<br>${STORE_CONTACT.postcode} ${STORE_CONTACT.city}</p>` +
  `<p>Telefon: <a href="tel:${STORE_CONTACT.phone.replace(/\s/g, '')}">${STORE_CONTACT.phone}</a><br>` +
  `E-post: <a href="mailto:${STORE_CONTACT.email}">${STORE_CONTACT.email}</a></p>`;

const page = (
  identifier: string,
  title: string,
  content: string,
  metaDescription: string,
  pageLayout: SeedCmsPage['pageLayout'] = '1column',
): SeedCmsPage => ({
  identifier,
  title,
  contentHeading: identifier === 'home' ? '' : title,
  content,
  pageLayout,
  metaTitle: title,
  metaDescription,
});

function homeContent(categories: CategoryIndex, finders: FinderIndex): string {
  const top = categories.children.get(ROOT_CATEGORY_ID) ?? [];
  const link = (key: string, text: string) => {
    const category = categories.byKey.get(key);
    return category ? `<a href="${categoryUrl(categories, category.id)}">${text}</a>` : text;
  };
  const tractorFinder = finders.finders[0];
  const brands = finders.brands
    .filter((brand) => brand.finderId === tractorFinder?.id)
    .slice(0, 8)
    .map(
      (brand) => `<li><a href="/parts/${tractorFinder?.slug}/${brand.slug}">${brand.name}</a></li>`,
    )
    .join('');
  return [
    '<section class="hero"><h1>Deler til traktor og landbruksmaskiner</h1>',
    '<p>Originaldeler og kvalitetsdeler til Massey Ferguson, John Deere, Valtra, Fendt, New Holland, Ford og mange flere – for gårdbrukere, entreprenører og verksteder i hele Norge.</p>',
    `<p><a class="button" href="/parts">Finn deler til din traktor</a> ${link('filter', 'Se alle filter')}</p></section>`,
    '<section><h2>Populære kategorier</h2><ul class="category-grid">',
    top
      .map(
        (category) =>
          `<li><a href="${categoryUrl(categories, category.id)}">${category.name}</a></li>`,
      )
      .join(''),
    '</ul>',
    `<p>Mest kjøpt akkurat nå: ${link('filter', 'filter')}, ${link('startmotorer', 'startmotorer')}, ${link('hydraulikkslanger', 'hydraulikkslanger')}, ${link('lys-og-arbeidslys', 'LED arbeidslys')} og ${link('knivblad-og-knivbolter', 'knivblad til slåmaskin')}.</p></section>`,
    `<section><h2>Finn deler etter merke</h2><ul class="brand-list">${brands}</ul>`,
    '<p>Finner du ikke merket ditt? Bruk <a href="/parts">delesøket</a> eller søk på originalnummeret.</p></section>',
    '<section class="usp"><h2>Hvorfor handle hos Agri Deler?</h2><ul>',
    '<li>Fri frakt på bestillinger over 6000 kr</li>',
    '<li>Bestill før kl. 14 – sendes samme dag</li>',
    '<li>Faktura med 14 dagers betalingsfrist for bedriftskunder</li>',
    '<li>Rådgivere som kan traktor – <a href="/kontakt-oss">kontakt oss</a></li></ul></section>',
    '<section><h2>Aktuelt</h2><p>Tips om vårklargjøring, vinterlagring, hydraulikkolje og filterbytte. ',
    '<a href="/aktuelt">Les artiklene våre</a>.</p></section>',
  ].join('');
}

const TERMS = [
  [
    '1. Avtalen',
    'Disse vilkårene gjelder for kjøp av varer og tjenester fra Agri Deler AS i nettbutikken. For forbrukerkjøp gjelder forbrukerkjøpsloven, angrerettloven og ehandelsloven. For kjøp mellom næringsdrivende gjelder kjøpsloven.',
  ],
  [
    '2. Priser',
    'Alle priser er oppgitt i norske kroner inkludert 25 % merverdiavgift. Bedriftskunder kan velge å se priser uten mva. Frakt kommer i tillegg og vises i kassen før du bekrefter bestillingen. Vi har fri frakt på bestillinger over 6000 kr.',
  ],
  [
    '3. Avtaleinngåelse',
    'Avtalen er bindende når du har sendt bestillingen og mottatt ordrebekreftelse på e-post. Vi tar forbehold om skrivefeil, prisfeil og utsolgte varer.',
  ],
  [
    '4. Betaling',
    'Privatkunder betaler med kort eller delbetaling. Kortet belastes når varen sendes. Bedriftskunder kan handle på faktura med 14 dagers betalingsfrist etter godkjent kredittsjekk.',
  ],
  [
    '5. Levering',
    'Varer på lager sendes samme dag ved bestilling før kl. 14 på hverdager. Leveringstiden står på produktsiden. Bestillingsvarer og maskiner leveres etter avtale.',
  ],
  [
    '6. Angrerett',
    'Forbrukere har 14 dagers angrerett etter angrerettloven, regnet fra dagen varen ble mottatt. Gi beskjed før fristen går ut, og returner varen uten unødig opphold. Du betaler selv returfrakten. Brukte eller monterte varer kan få redusert verdi. Angreretten gjelder ikke varer som er laget eller tilpasset etter dine mål.',
  ],
  [
    '7. Mangler og reklamasjon',
    'Forbrukere kan reklamere i to år etter overtakelse, eller fem år for varer som er ment å vare vesentlig lenger. Normal slitasje og feil montering er ikke mangler. Meld fra innen rimelig tid etter at feilen ble oppdaget.',
  ],
  [
    '8. Forsinkelse',
    'Blir leveringen forsinket, gir vi beskjed så snart vi vet det, med ny leveringstid. Ved vesentlig forsinkelse kan du heve kjøpet.',
  ],
  [
    '9. Personopplysninger',
    'Vi behandler personopplysninger som beskrevet i <a href="/personvern">personvernerklæringen</a>.',
  ],
  [
    '10. Konfliktløsning',
    'Klager rettes først til oss. Finner vi ikke en løsning, kan forbrukere få hjelp til mekling av Forbrukerrådet og bringe saken inn for Forbrukerklageutvalget.',
  ],
];

const PRIVACY = [
  [
    'Behandlingsansvarlig',
    'Agri Deler AS er behandlingsansvarlig for personopplysningene vi behandler om kundene våre.',
  ],
  [
    'Hvilke opplysninger vi behandler',
    'Navn, adresse, telefon, e-post, bestillinger og – for bedriftskunder – organisasjonsnummer. Vi lagrer ikke kortnummer; betaling håndteres av betalingsleverandøren.',
  ],
  [
    'Formål og grunnlag',
    'Vi behandler opplysningene for å levere bestillingene dine (avtale), for å oppfylle regnskapsplikten (rettslig forpliktelse) og – med ditt samtykke – for å sende nyhetsbrev.',
  ],
  [
    'Lagring',
    'Ordre- og regnskapsopplysninger oppbevares i fem år etter bokføringsloven. Andre opplysninger slettes når de ikke lenger trengs.',
  ],
  [
    'Deling',
    'Vi deler opplysninger med transportører, betalingsleverandører og regnskapsfører når det trengs for å levere og fakturere. Vi selger aldri opplysninger videre.',
  ],
  [
    'Informasjonskapsler',
    'Nettbutikken bruker informasjonskapsler for handlekurv, innlogging og ønskeliste, og – med samtykke – for statistikk.',
  ],
  [
    'Dine rettigheter',
    'Du har rett til innsyn, retting, sletting, begrensning og dataportabilitet, og til å protestere mot behandlingen. Du kan klage til Datatilsynet.',
  ],
];

const sections = (items: string[][]) =>
  items.map(([heading, text]) => `<h2>${heading}</h2><p>${text}</p>`).join('');

/** The shop's CMS pages: home, FAQ, contact, terms, privacy, about, 404 and cookies. */
export function buildCmsPages(categories: CategoryIndex, finders: FinderIndex): SeedCmsPage[] {
  return [
    page(
      'home',
      'Deler til traktor og landbruksmaskiner',
      homeContent(categories, finders),
      'Reservedeler til traktor, redskap og landbruksmaskiner. Fri frakt over 6000 kr – bestill før kl. 14, sendes samme dag.',
      'cms-full-width',
    ),
    page(
      'faq',
      'Ofte stilte spørsmål',
      `<p>Her finner du svar på det kundene våre spør oftest om. Finner du ikke svaret, <a href="/kontakt-oss">kontakt oss</a>.</p>` +
        FAQ.map(([question, answer]) => `<h3>${question}</h3><p>${answer}</p>`).join(''),
      'Svar om levering, frakt, retur, faktura for bedrifter og hvordan du finner riktig del.',
    ),
    page(
      'kontakt-oss',
      'Kontakt oss',
      `<p>Vi hjelper deg gjerne med å finne riktig del. Ha gjerne understellsnummer eller originalnummer klart når du tar kontakt.</p>${contactLines()}` +
        `<h2>Åpningstider</h2><p>${STORE_CONTACT.hours}</p>` +
        '<p>Se også <a href="/faq.html">ofte stilte spørsmål</a>.</p>',
      'Kontakt Agri Deler på telefon eller e-post. Vi hjelper deg å finne riktig del til traktoren.',
    ),
    page(
      'kjopsvilkar',
      'Kjøpsvilkår',
      sections(TERMS),
      'Kjøpsvilkår for Agri Deler: priser, betaling, levering, 14 dagers angrerett og reklamasjon.',
      '2columns-left',
    ),
    page(
      'personvern',
      'Personvernerklæring',
      sections(PRIVACY),
      'Slik behandler Agri Deler personopplysningene dine.',
      '2columns-left',
    ),
    page(
      'om-oss',
      'Om oss',
      '<p>Agri Deler startet som et lite traktorverksted og er i dag en nettbutikk for deler til traktor, redskap og landbruksmaskiner. Vi sender deler til gårdbrukere, entreprenører og verksteder over hele landet.</p>' +
        '<p>Vi fører både originaldeler og kvalitetsdeler fra leverandører som Vapormatic, Sparex, Bepco, MANN-FILTER og Bosch – til nye og gamle traktorer.</p>' +
        '<p>Kunnskap er like viktig som delene. Rådgiverne våre har bakgrunn fra verksted og landbruk og hjelper deg gjerne på telefon. <a href="/kontakt-oss">Kontakt oss</a> eller les tips på <a href="/aktuelt">Aktuelt</a>.</p>',
      'Agri Deler – deler til traktor og landbruk, med rådgivere som kan maskinene.',
    ),
    page(
      'no-route',
      'Siden finnes ikke',
      '<p>Beklager, vi finner ikke siden du leter etter. Den kan være flyttet eller slettet.</p>' +
        '<ul><li><a href="/">Gå til forsiden</a></li><li><a href="/parts">Finn deler med delesøket</a></li><li><a href="/kontakt-oss">Kontakt oss</a></li></ul>',
      'Siden finnes ikke.',
    ),
    page(
      'enable-cookies',
      'Slå på informasjonskapsler',
      '<p>Nettbutikken trenger informasjonskapsler for handlekurv og innlogging. Slå på informasjonskapsler i nettleseren og last siden på nytt.</p>',
      'Informasjonskapsler må være slått på for å handle i nettbutikken.',
    ),
  ];
}
