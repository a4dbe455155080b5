import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/createDatabase.js';
import { migrate } from '../db/migrate.js';
import { readOutbox } from './outbox.js';
import { createOutboxMailTransport } from './mailTransport.js';
import { mailTransportFromConfig } from './mailTransportFromConfig.js';
import { createSmtpDelivery } from './smtpDelivery.js';

/** An SMTP server in this process that keeps every message it accepts (raw MIME). */
async function startSmtpServer(port = 0) {
  const received: string[] = [];
  let arrived: () => void = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        arrived();
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    /** Resolves when the next message has arrived. */
    next: () => new Promise<void>((resolve) => (arrived = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const MESSAGE = {
  to: 'ola@example.no',
  subject: 'Ordrebekreftelse 000000001 fra Agri Deler',
  text: 'Hei Ola,',
  html: '<p>Hei Ola,</p>',
  attachments: [
    {
      filename: 'kvittering-000000001.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.7 test'),
    },
  ],
};

describe('mail through SMTP', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  beforeAll(async () => {
    database = await createDatabase({ kind: 'pglite', dataDir: null });
    await migrate(database.db);
  });
  afterAll(() => database?.close());

  it('keeps the outbox alone without SMTP_URL and goes through SMTP with it', async () => {
    const log = () => {};
    const plain = mailTransportFromConfig(database.db, undefined, log);
    expect(plain.kind).toBe('outbox');
    await plain.close();
    const smtp = mailTransportFromConfig(
      database.db,
      { smtpUrl: 'smtp://127.0.0.1:1', from: 'Agri Deler <post@example.no>', retrySeconds: 0 },
      log,
    );
    expect(smtp.kind).toBe('smtp');
    await smtp.close();
  });

  it('hands the message with its HTML part and attachment to the server, and records it sent', async () => {
    const server = await startSmtpServer();
    try {
      const delivery = createSmtpDelivery({
        smtpUrl: `smtp://127.0.0.1:${server.port}`,
        from: 'Agri Deler <post@example.no>',
      });
      const transport = createOutboxMailTransport(database.db, () => {}, delivery);
      const arrived = server.next();
      await transport.send({ ...MESSAGE, dedupeKey: 'order-confirmation/smtp-1' });
      await arrived;
      await transport.settle();
      delivery.close();
      const [raw] = server.received;
      expect(raw).toContain('Subject: Ordrebekreftelse 000000001 fra Agri Deler');
      expect(raw).toContain('From: Agri Deler <post@example.no>');
      expect(raw).toContain('Content-Type: text/html');
      expect(raw).toContain('filename=kvittering-000000001.pdf');
      const [entry] = await readOutbox(database.db, { to: MESSAGE.to });
      expect(entry).toMatchObject({ status: 'sent', lastError: null });
    } finally {
      await server.close();
    }
  });

  it('keeps a message the server could not take as failed, and sends it when tried again', async () => {
    // A port nothing listens on now, where the server starts afterwards.
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    const delivery = createSmtpDelivery({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Agri Deler <post@example.no>',
    });
    const lines: string[] = [];
    const transport = createOutboxMailTransport(database.db, (line) => lines.push(line), delivery);
    await transport.send({ ...MESSAGE, to: 'kari@example.no' });
    await transport.settle();
    const [failed] = await readOutbox(database.db, { to: 'kari@example.no' });
    expect(failed).toMatchObject({ status: 'failed', lastError: expect.any(String) });
    expect(failed!.attachments).toHaveLength(1);
    expect(lines.some((line) => line.includes('kept in the outbox for a retry'))).toBe(true);

    const server = await startSmtpServer(port);
    try {
      expect(await transport.deliverFailed()).toBe(1);
      expect(server.received[0]).toContain('filename=kvittering-000000001.pdf');
      const [sent] = await readOutbox(database.db, { to: 'kari@example.no' });
      expect(sent).toMatchObject({ status: 'sent', lastError: null });
      expect(await transport.deliverFailed()).toBe(0);
    } finally {
      delivery.close();
      await server.close();
    }
  });
});
