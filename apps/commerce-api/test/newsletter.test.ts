import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newEmail, registerCustomer } from './customerHelpers.js';
import { mailTo, outboxFor } from './mailHelpers.js';
import { DEFAULT_SHOP_ADDRESS } from '../src/mail/smtpDelivery.js';
import { manualClock, startTestApi, type TestApi } from './testApi.js';

const SUBSCRIBE = `mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`;
const CONFIRM = `mutation ($token: String!) { wmConfirmNewsletterSubscription(token: $token) { status } }`;
const UNSUBSCRIBE = `mutation ($token: String!) { wmUnsubscribeNewsletter(token: $token) { status } }`;
const CUSTOMER = `{ customer { email is_subscribed } }`;
const UPDATE = `mutation ($subscribed: Boolean!) {
  updateCustomerV2(input: { is_subscribed: $subscribed }) { customer { is_subscribed } } }`;
const CONTACT = `mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`;

const SHOP = DEFAULT_SHOP_ADDRESS;
const CONFIRM_SUBJECT = 'Bekreft påmeldingen til nyhetsbrevet';

/** The token of a storefront link (`?token=`). */
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('newsletter and contact form', () => {
  let t: TestApi;
  const clock = manualClock();

  const subscribe = async (email: string, headers?: { headers: Record<string, string> }) => {
    const result = await t.query<{ subscribeEmailToNewsletter: { status: string } }>(
      SUBSCRIBE,
      { email },
      { method: 'POST', ...headers },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.subscribeEmailToNewsletter.status;
  };
  const isSubscribed = async (token: string) =>
    (await t.query<{ customer: { is_subscribed: boolean } }>(CUSTOMER, {}, bearer(token))).data!
      .customer.is_subscribed;

  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 20 },
      {
        customers: { storefrontUrl: 'https://butikk.test' },
        clock: clock.now,
        limits: { newsletterSignupsPerHour: 1000, contactMessagesPerHour: 1000 },
      },
    );
  });
  afterAll(() => t?.close());

  it('turns both settings on in storeConfig', async () => {
    const result = await t.query<{ storeConfig: Record<string, boolean> }>(
      '{ storeConfig { newsletter_enabled contact_enabled } }',
    );
    expect(result.data!.storeConfig).toEqual({ newsletter_enabled: true, contact_enabled: true });
  });

  it('subscribes only after the link in the opt-in mail is followed, and only once', async () => {
    const customer = await registerCustomer(t);
    expect(await subscribe(customer.email.toUpperCase())).toBe('UNCONFIRMED');
    expect(await isSubscribed(customer.token)).toBe(false);

    const mail = await mailTo(t, customer.email, CONFIRM_SUBJECT);
    expect(mail.text).toContain('Lenken virker i 7 dager.');
    const link = mail.links[0]!;
    expect(link).toMatch(/^https:\/\/butikk\.test\/nyhetsbrev\/bekreft\?token=/);
    expect(mail.html).toContain(link);

    const confirmed = await t.query(CONFIRM, { token: tokenOf(link) });
    expect(confirmed).toMatchObject({
      data: { wmConfirmNewsletterSubscription: { status: 'SUBSCRIBED' } },
    });
    expect(await isSubscribed(customer.token)).toBe(true);

    // A used link is refused, with the shop's code.
    const again = await t.query(CONFIRM, { token: tokenOf(link) });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      error_code: 'NEWSLETTER_LINK_INVALID',
    });
  });

  it('answers the same for a subscribed, an unknown and an account address, and mails no list member again', async () => {
    const member = newEmail('medlem');
    await subscribe(member);
    await t.query(CONFIRM, {
      token: tokenOf((await mailTo(t, member, CONFIRM_SUBJECT)).links[0]!),
    });
    const account = await registerCustomer(t);
    const answers = await Promise.all(
      [member, newEmail('ukjent'), account.email].map((email) =>
        t.query(SUBSCRIBE, { email }, { method: 'POST' }),
      ),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        data: { subscribeEmailToNewsletter: { status: 'UNCONFIRMED' } },
      });
    }
    // Still one opt-in mail to the member: nothing new to confirm.
    expect(
      (await outboxFor(t, member)).filter((m) => m.subject.startsWith(CONFIRM_SUBJECT)),
    ).toHaveLength(1);
  });

  it('sends at most three opt-in mails to one address an hour, without saying so', async () => {
    const email = newEmail('flom');
    for (let i = 0; i < 5; i++) expect(await subscribe(email)).toBe('UNCONFIRMED');
    const mails = (await outboxFor(t, email)).filter((m) => m.subject.startsWith(CONFIRM_SUBJECT));
    expect(mails).toHaveLength(3);
    // Only the newest link works: each sign-up replaces the token.
    const [newest, older] = mails;
    expect((await t.query(CONFIRM, { token: tokenOf(older!.links[0]!) })).errors).toBeDefined();
    expect((await t.query(CONFIRM, { token: tokenOf(newest!.links[0]!) })).errors).toBeUndefined();
  });

  it('refuses a malformed address as Magento does, uncounted', async () => {
    const result = await t.query(SUBSCRIBE, { email: 'ikke-en-adresse' }, { method: 'POST' });
    expect(result.status).toBe(200);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Enter a valid email address.',
      extensions: { category: 'graphql-input', error_code: 'INVALID_EMAIL' },
    });
  });

  it('subscribes a signed-in customer’s own address at once; the profile setting is the same row', async () => {
    const customer = await registerCustomer(t);
    const own = await t.query(
      SUBSCRIBE,
      { email: customer.email },
      { method: 'POST', ...bearer(customer.token) },
    );
    expect(own.data).toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
    expect(await isSubscribed(customer.token)).toBe(true);
    const off = await t.query(
      UPDATE,
      { subscribed: false },
      { method: 'POST', ...bearer(customer.token) },
    );
    expect(off.data).toEqual({ updateCustomerV2: { customer: { is_subscribed: false } } });
    // A guest sign-up of the address now needs the mail again.
    expect(await subscribe(customer.email)).toBe('UNCONFIRMED');
    expect(await isSubscribed(customer.token)).toBe(false);
    const on = await t.query(
      UPDATE,
      { subscribed: true },
      { method: 'POST', ...bearer(customer.token) },
    );
    expect(on.data).toEqual({ updateCustomerV2: { customer: { is_subscribed: true } } });
  });

  it('keeps the registration choice in the same table', async () => {
    const email = newEmail('registrert');
    const created = await t.query<{ createCustomerV2: { customer: { is_subscribed: boolean } } }>(
      `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { is_subscribed } } }`,
      {
        input: {
          email,
          password: 'Traktor-2024',
          firstname: 'Per',
          lastname: 'Li',
          is_subscribed: true,
        },
      },
    );
    expect(created.data!.createCustomerV2.customer.is_subscribed).toBe(true);
    const row = await t.api.db
      .selectFrom('newsletter_subscribers')
      .select(['status', 'customer_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('SUBSCRIBED');
    expect(row.customer_id).not.toBeNull();
  });

  it('puts a one-click unsubscribe link in every kind of mail to a shopper, and it works without sign-in', async () => {
    const customer = await registerCustomer(t);
    await t.query(REQUEST_RESET, { email: customer.email }, { method: 'POST' });
    await subscribe(customer.email);
    const kinds = ['Velkommen som kunde', 'Tilbakestill passordet', CONFIRM_SUBJECT];
    const links = new Set<string>();
    for (const subject of kinds) {
      const mail = await mailTo(t, customer.email, subject);
      const link = mail.links.at(-1)!;
      expect(link, subject).toMatch(/^https:\/\/butikk\.test\/nyhetsbrev\/avmeld\?token=/);
      expect(mail.text, subject).toContain(`Meld deg av med ett klikk:\n${link}`);
      expect(mail.html, subject).toContain(
        `<a href="${link.replaceAll('&', '&amp;')}">Meld deg av nyhetsbrevet</a>`,
      );
      expect(mail.headers, subject).toEqual({
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      links.add(link);
    }
    // One address, one link.
    expect(links.size).toBe(1);
    const [link] = [...links];
    const optIn = (await mailTo(t, customer.email, CONFIRM_SUBJECT)).links[0]!;
    await t.query(CONFIRM, { token: tokenOf(optIn) });
    expect(await isSubscribed(customer.token)).toBe(true);

    const done = await t.query(UNSUBSCRIBE, { token: tokenOf(link!) }, { method: 'POST' });
    expect(done.data).toEqual({ wmUnsubscribeNewsletter: { status: 'UNSUBSCRIBED' } });
    expect(await isSubscribed(customer.token)).toBe(false);

    // A tampered token is refused.
    const tampered = tokenOf(link!).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await t.query(UNSUBSCRIBE, { token: tampered }, { method: 'POST' })).errors?.[0]?.extensions,
    ).toMatchObject({
      error_code: 'NEWSLETTER_LINK_INVALID',
    });
  });

  it('mails a contact message to the shop and a receipt without the message to the sender', async () => {
    const email = newEmail('kontakt');
    const result = await t.query(
      CONTACT,
      {
        input: {
          name: 'Kari <b>',
          email,
          telephone: '+47 912 34 567',
          comment: 'Har dere filter til\nMF 135?',
        },
      },
      { method: 'POST' },
    );
    expect(result).toEqual({ status: 200, data: { contactUs: { status: true } } });
    const [toShop] = (await outboxFor(t, SHOP)).filter((m) => m.subject.includes('Kari <b>'));
    expect(toShop).toBeDefined();
    expect(toShop!.text).toContain(`E-post: ${email}`);
    expect(toShop!.text).toContain('Har dere filter til\nMF 135?');
    expect(toShop!.html).toContain('Kari &lt;b&gt;');
    expect(toShop!.headers).toEqual({ 'Reply-To': email });
    const receipt = await mailTo(t, email, 'Vi har mottatt henvendelsen din');
    expect(receipt.text).not.toContain('MF 135');
    expect(receipt.text).not.toContain('Kari');
    expect(receipt.headers['List-Unsubscribe']).toMatch(/nyhetsbrev\/avmeld/);
  });

  it('refuses an incomplete contact message with the missing fields named', async () => {
    const result = await t.query(
      CONTACT,
      { input: { name: '', email: 'x@example.no', comment: ' ' } },
      { method: 'POST' },
    );
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      error_code: 'REQUIRED_PARAMETER_MISSING',
      fields: ['name', 'comment'],
    });
  });
});

describe('newsletter and contact limits per client', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 20 },
      { limits: { newsletterSignupsPerHour: 2, contactMessagesPerHour: 1 } },
    );
  });
  afterAll(() => t?.close());

  it('refuses the third sign-up and the second message of an hour', async () => {
    for (let i = 0; i < 2; i++) {
      expect(
        (await t.query(SUBSCRIBE, { email: newEmail('n') }, { method: 'POST' })).errors,
      ).toBeUndefined();
    }
    const third = await t.query(SUBSCRIBE, { email: newEmail('n') }, { method: 'POST' });
    expect(third.errors?.[0]?.extensions).toMatchObject({ error_code: 'TOO_MANY_REQUESTS' });
    const input = { name: 'Ola', email: newEmail('k'), comment: 'Hei' };
    expect((await t.query(CONTACT, { input }, { method: 'POST' })).errors).toBeUndefined();
    const second = await t.query(CONTACT, { input }, { method: 'POST' });
    expect(second.errors?.[0]?.extensions).toMatchObject({ error_code: 'TOO_MANY_REQUESTS' });
  });
});
