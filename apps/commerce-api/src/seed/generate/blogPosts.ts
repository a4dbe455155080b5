import type { SeedBlogPost } from '../types.js';
import { slugify } from './slugify.js';

interface PostSpec {
  title: string;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  excerpt: string;
  /** Paragraphs; a line starting with `## ` is a heading, one starting with `- ` a list item. */
  body: string[];
}

const POSTS: PostSpec[] = [
  {
    title: 'Vårklargjøring av traktoren – sjekkliste før våronna',
    author: 'Ola Haugen',
    date: '2025-03-18',
    excerpt:
      'Bruk en dag i verkstedet før våronna, så slipper du stopp når det haster som mest. Her er sjekklisten vår.',
    body: [
      'Når telen går og åkeren tørker opp, skal alt skje på en gang. En traktor som har stått hele vinteren fortjener en grundig gjennomgang før den settes i arbeid.',
      '## Motor og filter',
      '- Skift motorolje og oljefilter hvis det ikke ble gjort før vinteren.',
      '- Skift drivstoffilter og tapp vann fra vannutskilleren.',
      '- Kontroller luftfilteret og blås ut eller skift ytre element.',
      '## Kjøling og reimer',
      'Sjekk frysepunkt og nivå på kjølevæsken, og se etter sprekker i viftereim og slanger. En reim som piper ved kaldstart er ofte slakk eller slitt.',
      '## Lys, dekk og bremser',
      'Test alle lys og blinklys, kontroller dekktrykket og prøv bremsene før du kjører ut på vei. Husk også varsellykt hvis du skal kjøre med bredt redskap.',
      'Smør alle smørepunkter, også på kraftoverføringsaksler og redskap. Da er du klar når jorda er det.',
    ],
  },
  {
    title: 'Slik bytter du drivstoffilter på traktoren',
    author: 'Per Solberg',
    date: '2025-02-04',
    excerpt:
      'Et tett drivstoffilter gir dårlig trekkraft og startproblemer. Slik bytter du filteret og lufter systemet etterpå.',
    body: [
      'Drivstoffilteret beskytter innsprøytningspumpe og dyser, som er blant de dyreste delene på motoren. De fleste produsenter anbefaler bytte hver 400.–500. driftstime, men med dårlig diesel kan det trengs oftere.',
      '## Slik gjør du',
      '- Steng drivstoffkranen og sett et kar under filteret.',
      '- Skru av filteret eller filterbeholderen og ta vare på O-ringene.',
      '- Smør litt diesel på pakningen på det nye filteret og skru det på med hånden.',
      '- Åpne kranen og luft systemet med håndpumpen til det kommer diesel uten luftbobler ved lufteskruen.',
      'Har motoren vanskelig for å starte etter byttet, er det nesten alltid luft igjen i systemet. Luft en gang til før du kjører startmotoren lenge.',
      'Finn riktig filter i delesøket, eller søk på originalnummeret som står på det gamle filteret.',
    ],
  },
  {
    title: 'Riktig hydraulikkolje – UTTO, HV 46 eller originalolje?',
    author: 'Kari Bakken',
    date: '2024-11-12',
    excerpt:
      'Hydraulikk og transmisjon deler ofte samme olje på traktoren. Feil olje kan gi bråk i bremsene og slitasje på pumpa.',
    body: [
      'På de fleste traktorer smører den samme oljen girkasse, våte bremser og hydraulikk. Derfor brukes en universal traktorolje (UTTO) og ikke vanlig hydraulikkolje.',
      '## Se etter spesifikasjonen',
      'Instruksjonsboka oppgir hvilken spesifikasjon oljen skal oppfylle, for eksempel John Deere J20C (Hy-Gard) eller Massey Ferguson CMS M1145. Oljen du kjøper skal oppfylle den samme spesifikasjonen.',
      '## Når passer HV 46?',
      'Ren hydraulikkolje som HV 46 brukes på redskap og maskiner med eget hydraulikksystem, som vedkløyvere og frontlastere med egen tank. Den skal ikke på girkassa.',
      'Bytt hydraulikkfilter samtidig med oljen, og bruk en ren kanne når du fyller på. Smuss er hydraulikkens verste fiende.',
    ],
  },
  {
    title: 'Vinterlagring av traktor og redskap',
    author: 'Ola Haugen',
    date: '2024-10-22',
    excerpt:
      'God vinterlagring sparer deg for reparasjoner til våren. Dette bør du gjøre før traktoren settes bort.',
    body: [
      'En traktor som skal stå gjennom vinteren, bør settes bort ren og med fersk olje. Gammel olje inneholder syrer og fukt som kan skade motoren mens den står.',
      '- Fyll dieseltanken helt opp for å unngå kondens.',
      '- Kontroller frysepunktet på kjølevæsken.',
      '- Lad batteriet fullt og koble fra minuskabelen, eller bruk vedlikeholdslader.',
      '- Smør alle smørepunkter og stempelstenger som står ute.',
      '- Senk redskap og løftearmer ned slik at hydraulikken ikke står under trykk.',
      'Redskap bør vaskes og tørkes, og slitedeler som knivblad og tindespisser kan bestilles allerede nå – da er de på plass før sesongen.',
    ],
  },
  {
    title: 'EU-kontroll for traktor – hva gjelder?',
    author: 'Kari Bakken',
    date: '2025-01-15',
    excerpt:
      'Raske traktorer som brukes på vei kan være omfattet av periodisk kjøretøykontroll. Slik forbereder du deg.',
    body: [
      'Enkelte traktorer – særlig nyere traktorer med konstruktiv hastighet over 40 km/t – er omfattet av periodisk kjøretøykontroll, ofte kalt EU-kontroll. Sjekk hva som gjelder for din traktor hos Statens vegvesen. Kontrollfristen står i kjøretøyopplysningene.',
      '## Vanlige feil ved kontroll',
      '- Ujevn bremsevirkning mellom høyre og venstre side.',
      '- Slark i styrekuler, styrestag og spindelbolter.',
      '- Defekte lys, blinklys og refleks.',
      '- Oljelekkasjer fra motor, girkasse og hydraulikk.',
      'Gå over traktoren på forhånd, eller bestill klargjøring hos verkstedet vårt. Det er billigere enn en ny kontroll.',
    ],
  },
  {
    title: 'Når bør knivene på slåmaskinen byttes?',
    author: 'Per Solberg',
    date: '2025-05-27',
    excerpt:
      'Slitte kniver gir dårlig snitt, mer drivstofforbruk og dårligere gjenvekst. Her er tegnene du skal se etter.',
    body: [
      'Knivbladene på en skivehøster slites raskt, særlig på steinete jord. Et slitt blad river graset i stedet for å kutte det, og det gir dårligere gjenvekst.',
      '## Kontroller før hver slått',
      '- Knivbladene skal ikke være slitt ned under slitemerket.',
      '- Bøyde eller sprukne blader skal byttes straks.',
      '- Knivboltene skal byttes når de er slitt, og alltid når et blad har slått mot stein.',
      'Bytt alltid knivene parvis på samme skive for å unngå ubalanse. Ha gjerne et sett reserveblader og bolter i traktoren i slåtten.',
    ],
  },
  {
    title: 'LED arbeidslys – slik velger du riktig',
    author: 'Kari Bakken',
    date: '2024-12-03',
    excerpt:
      'LED-lys gir mer lys for mindre strøm, men lumen, lysbilde og kvalitet varierer mye. Dette bør du se etter.',
    body: [
      'Mørke høst- og vinterkvelder stiller store krav til arbeidslyset. LED bruker langt mindre strøm enn halogen og tåler vibrasjoner bedre.',
      '## Lumen og lysbilde',
      'Effektive lumen sier hvor mye lys lykta faktisk gir. 2500–4000 lumen passer til de fleste arbeidslys, mens 6000 lumen og mer gir godt lys langt frem. Bredt lysbilde passer til nærområdet, smalt til kjøring.',
      '## Tetthet og radiostøy',
      'Velg lykter med IP67 eller bedre og godkjenning for elektromagnetisk støy (EMC), slik at de ikke forstyrrer radio og GPS.',
    ],
  },
  {
    title: 'Tegn på at clutchen er slitt',
    author: 'Ola Haugen',
    date: '2025-08-19',
    excerpt:
      'Sluring, rykk og tunge girskift kan bety at clutchen er på vei ut. Slik vet du når det er tid for bytte.',
    body: [
      'Clutchen på en traktor kan vare i tusenvis av timer, men tungt arbeid og feil bruk sliter den raskere.',
      '- Turtallet stiger uten at traktoren trekker (sluring).',
      '- Clutchen griper høyt oppe eller rykker ved igangsetting.',
      '- Det hviner når du trår inn pedalen – ofte trykklageret.',
      'Når traktoren først er delt, lønner det seg å bytte koblingsplate, trykkplate og trykklager samtidig. Vi har komplette clutchsett til de fleste modeller.',
    ],
  },
  {
    title: 'Kraftoverføringsakselen – vedlikehold og sikkerhet',
    author: 'Per Solberg',
    date: '2025-06-10',
    excerpt:
      'Kraftoverføringsakselen er en av de farligste delene på gården. Riktig lengde, smøring og beskyttelse er avgjørende.',
    body: [
      'En uskjermet eller feil montert kraftoverføringsaksel kan føre til alvorlige ulykker. Beskyttelsen skal være hel og festet med kjetting, slik at den ikke roterer.',
      '## Riktig lengde',
      'Akselen skal ha nok overlapp i ytterste stilling og ikke gå i bunn når redskapen løftes. Mål alltid før du kjøper ny aksel.',
      '## Smøring',
      'Smør kryssledd og profilrør etter intervallene fra produsenten – ofte hver 8. driftstime for kryssleddene i sesong.',
    ],
  },
  {
    title: 'Ti deler du bør ha på lager i slåtten',
    author: 'Kari Bakken',
    date: '2025-05-06',
    excerpt:
      'Et stopp midt i slåtten er dyrt. Disse delene bør du ha på hylla før sesongen starter.',
    body: [
      'Været venter ikke på reservedeler. Med noen få deler på hylla kan de fleste stopp fikses på gården.',
      '- Knivblad og knivbolter til slåmaskinen',
      '- Pickuptinder til pressa',
      '- Rundballenett og plast',
      '- Drivstoffilter og luftfilter',
      '- Viftereim',
      '- Hydraulikkslanger og hurtigkoblinger',
      '- Sikringer og lyspærer',
      '- Smørefett',
      '- Bolter til kraftoverføringsakselen',
      '- Tindefjærer til riva',
      'Mangler du noe? Bestill før kl. 14, så sender vi samme dag.',
    ],
  },
];

const paragraphHtml = (lines: string[]): string => {
  let html = '';
  let inList = false;
  for (const line of lines) {
    const item = line.startsWith('- ');
    if (item && !inList) html += '<ul>';
    if (!item && inList) html += '</ul>';
    inList = item;
    if (item) html += `<li>${line.slice(2)}</li>`;
    else if (line.startsWith('## ')) html += `<h2>${line.slice(3)}</h2>`;
    else html += `<p>${line}</p>`;
  }
  return inList ? `${html}</ul>` : html;
};

/** Blog posts for /aktuelt, with ids in order of publication. */
export function buildBlogPosts(): SeedBlogPost[] {
  return [...POSTS]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((post, index) => {
      const slug = slugify(post.title);
      return {
        id: index + 1,
        slug,
        title: post.title,
        excerpt: post.excerpt,
        content: paragraphHtml(post.body),
        author: post.author,
        publishedAt: `${post.date}T07:00:00.000Z`,
        image: `/blog/${slug}.svg`,
      };
    });
}
