import { describe, expect, it } from 'vitest';
import { renderOutboxPage } from './devOutbox.js';

const entry = {
  id: 7,
  to: 'ola@example.no',
  subject: 'Hei <b>',
  text: '<script>alert(1)</script> & mer',
  links: ['https://butikk.test/customer/reset-password?email=a&token=b', 'javascript:alert(1)'],
  createdAt: '2026-11-21T10:00:00.000Z',
  html: null,
  attachments: [],
  status: 'kept',
  lastError: null,
  headers: {},
};

describe('renderOutboxPage', () => {
  it('escapes what messages contain', () => {
    const html = renderOutboxPage([entry], null);
    expect(html).toContain('#7 Hei &lt;b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; mer');
    expect(html).not.toContain('<script>');
  });

  it('makes anchors of web links only', () => {
    const html = renderOutboxPage([entry], null);
    expect(html).toContain(
      '<a href="https://butikk.test/customer/reset-password?email=a&amp;token=b">',
    );
    expect(html).not.toContain('href="javascript:');
  });

  it('links the HTML part and every attachment for download', () => {
    const html = renderOutboxPage(
      [
        {
          ...entry,
          html: '<p>x</p>',
          attachments: [
            { position: 0, filename: 'kvittering-1.pdf', contentType: 'application/pdf', size: 9 },
          ],
        },
      ],
      null,
    );
    expect(html).toContain('<a href="/dev/outbox/7.html">HTML part</a>');
    expect(html).toContain(
      '<a href="/dev/outbox/7/attachments/0" download="kvittering-1.pdf">kvittering-1.pdf</a>',
    );
  });

  it('says so when there is nothing, and names the address asked for', () => {
    const html = renderOutboxPage([], 'ola@example.no');
    expect(html).toContain('<h1>Outbox for ola@example.no</h1>');
    expect(html).toContain('No messages.');
  });
});
