import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, magento, refusalError } from '../testing/magento';
import { createTransport } from '../transport/createTransport';
import { createNewsletterService } from './createNewsletterService';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const newsletter = () =>
  createNewsletterService(createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }));

const tooMany = refusalError(
  'Too many requests; try again in 60 seconds.',
  'TOO_MANY_REQUESTS',
  { retry_after_seconds: 60 },
  'wm-unavailable',
);

describe('createNewsletterService', () => {
  it('signs up the trimmed address and tells a pending opt-in from an immediate subscription', async () => {
    const sent: unknown[] = [];
    let status = 'UNCONFIRMED';
    server.use(
      magento.mutation('SubscribeEmailToNewsletter', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { subscribeEmailToNewsletter: { status } } });
      }),
    );
    expect(await newsletter().subscribe(' kari@example.no ')).toEqual({ status: 'unconfirmed' });
    status = 'SUBSCRIBED';
    expect(await newsletter().subscribe('kari@example.no')).toEqual({ status: 'subscribed' });
    expect(sent).toEqual([{ email: 'kari@example.no' }, { email: 'kari@example.no' }]);
  });

  it('sends nothing for an address that is no e-mail address', async () => {
    expect(await newsletter().subscribe('kari@')).toEqual({ status: 'invalid', problem: 'email' });
  });

  it('answers a spent limit as a refusal with the seconds to wait', async () => {
    server.use(
      magento.mutation('SubscribeEmailToNewsletter', () =>
        HttpResponse.json({ data: { subscribeEmailToNewsletter: null }, errors: [tooMany] }),
      ),
    );
    const outcome = await newsletter().subscribe('kari@example.no');
    expect(outcome).toMatchObject({
      status: 'refused',
      refusal: { kind: 'too_many_requests', retryAfterSeconds: 60 },
    });
  });

  it('follows the confirm and unsubscribe links; a bad link is refused', async () => {
    server.use(
      magento.mutation('ConfirmNewsletterSubscription', ({ variables }) =>
        variables.token === 'good'
          ? HttpResponse.json({
              data: { wmConfirmNewsletterSubscription: { status: 'SUBSCRIBED' } },
            })
          : HttpResponse.json({
              data: { wmConfirmNewsletterSubscription: null },
              errors: [
                refusalError('This newsletter link is invalid.', 'NEWSLETTER_LINK_INVALID', {}),
              ],
            }),
      ),
      magento.mutation('UnsubscribeNewsletter', () =>
        HttpResponse.json({ data: { wmUnsubscribeNewsletter: { status: 'UNSUBSCRIBED' } } }),
      ),
    );
    expect(await newsletter().confirm('good')).toEqual({ status: 'subscribed' });
    expect(await newsletter().confirm('old')).toMatchObject({
      status: 'refused',
      refusal: { code: 'NEWSLETTER_LINK_INVALID' },
    });
    expect(await newsletter().unsubscribe('t')).toEqual({ status: 'unsubscribed' });
  });

  it('sends a contact message trimmed, and names the fields to fix before sending', async () => {
    let variables: unknown;
    server.use(
      magento.mutation('ContactUs', ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({ data: { contactUs: { status: true } } });
      }),
    );
    expect(
      await newsletter().contact({
        name: ' Kari ',
        email: 'kari@example.no',
        telephone: ' ',
        comment: ' Hei ',
      }),
    ).toEqual({ status: 'sent' });
    expect(variables).toEqual({
      input: { name: 'Kari', email: 'kari@example.no', telephone: null, comment: 'Hei' },
    });
    expect(await newsletter().contact({ name: '', email: 'x', comment: '' })).toEqual({
      status: 'invalid',
      problems: ['name', 'email', 'comment'],
    });
  });
});
