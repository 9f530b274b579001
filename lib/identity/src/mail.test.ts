// The provider's mail client against the sandbox's outbox (the same contract as the real mail provider).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailSender } from './mail.ts';

let dir: string;
let sandbox: SandboxServer;
let apiUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'identity-mail-'));
  sandbox = createSandboxServer({ port: 0, logger: silentLogger, mail: { dir, serverTokens: ['identity-token'] } });
  apiUrl = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const mail = {
  fromName: 'Palmer',
  to: 'cash.pma@example.com',
  subject: 'Reset your Palmer password',
  html: '<p>Reset</p>',
  text: 'Reset',
  tag: 'password-reset',
};

it('sends from the brand name over the shop address, and the outbox keeps it', async () => {
  const send = mailSender({ apiUrl, serverToken: 'identity-token', fromAddress: 'accounts@example.com' });
  const { messageId } = await send(mail);
  const details = await fetch(`${apiUrl}/messages/outbound/${messageId}/details`, {
    headers: { 'x-postmark-server-token': 'identity-token' },
  });
  expect(await details.json()).toMatchObject({
    From: 'Palmer <accounts@example.com>',
    To: [{ Email: 'cash.pma@example.com' }],
    Subject: 'Reset your Palmer password',
    Tag: 'password-reset',
  });
});

it('fails without quoting the recipient when the provider refuses', async () => {
  const send = mailSender({ apiUrl, serverToken: 'wrong', fromAddress: 'accounts@example.com' });
  const error = (await send(mail).catch((e: unknown) => e)) as Error;
  expect(error.message).toMatch(/HTTP 401, error 10/);
  expect(error.message).not.toContain('cash.pma');
});
