// The adapter against the sandbox's outbox, which speaks the provider's contract: what the shop sends arrives as sent.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailFrom, mailSenderFromEnv } from './config.ts';
import { MailSendError } from './mail.ts';
import { postmarkMailSender } from './postmark.ts';

const TOKEN = 'commerce-test-token';
let dir: string;
let sandbox: SandboxServer;
let baseUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'commerce-mail-'));
  sandbox = createSandboxServer({ port: 0, logger: silentLogger, mail: { dir, serverTokens: [TOKEN] } });
  baseUrl = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const confirmation = {
  from: mailFrom('Dalby', {}),
  to: 'Amelia Hughes <cash.dal@example.com>',
  subject: 'Your Dalby order D1000123',
  html: '<h1>Thank you for your order</h1>',
  text: 'Thank you for your order',
  tag: 'order-confirmation',
  metadata: { orderNumber: 'D1000123', brand: 'dal' },
};

describe('sending mail through the provider', () => {
  it('delivers an order confirmation to the outbox with its tag and metadata', async () => {
    const sender = mailSenderFromEnv({ MAIL_API_URL: baseUrl, MAIL_SERVER_TOKEN: TOKEN });
    const sent = await sender.send(confirmation);
    expect(sent.messageId).toMatch(/^[0-9a-f-]{36}$/);
    const details = await fetch(`${baseUrl}/messages/outbound/${sent.messageId}/details`, {
      headers: { 'x-postmark-server-token': TOKEN },
    });
    expect(await details.json()).toMatchObject({
      From: 'Dalby <no-reply@shop.example.com>',
      To: [{ Email: 'cash.dal@example.com', Name: 'Amelia Hughes' }],
      Subject: 'Your Dalby order D1000123',
      HtmlBody: confirmation.html,
      TextBody: confirmation.text,
      Tag: 'order-confirmation',
      Metadata: { orderNumber: 'D1000123', brand: 'dal' },
    });
  });

  it('a refused message is an error that sending again will not fix', async () => {
    const sender = postmarkMailSender({ baseUrl, serverToken: TOKEN });
    const error = await sender.send({ ...confirmation, to: 'not an address' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ status: 422, providerCode: 300, retryable: false });
    expect((error as Error).message).not.toContain('not an address');
  });

  it('a wrong server token is refused', async () => {
    const sender = postmarkMailSender({ baseUrl, serverToken: 'wrong' });
    await expect(sender.send(confirmation)).rejects.toMatchObject({ status: 401, providerCode: 10, retryable: false });
  });

  it('a provider that cannot be reached is an error worth retrying', async () => {
    const sender = postmarkMailSender({ baseUrl: 'http://127.0.0.1:9', serverToken: TOKEN, timeoutMs: 2000 });
    await expect(sender.send(confirmation)).rejects.toMatchObject({ name: 'MailSendError', retryable: true });
  });

  it('the sender name cannot break out of the From header', () => {
    expect(mailFrom('Evil" <x@y.z>\r\nBcc: a@b.c', { MAIL_FROM_ADDRESS: 'shop@example.com' })).toBe(
      'Evil x@y.zBcc: a@b.c <shop@example.com>',
    );
  });
});
