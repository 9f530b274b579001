import { encodeSignatureHeader } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';
import { hasValidSignature, webhookSecret } from './webhook.ts';

describe('webhook signature', () => {
  it('accepts the signature @sanity/webhook produces for the body and secret', async () => {
    const now = Date.UTC(2026, 10, 21, 10, 0, 0);
    const header = await encodeSignatureHeader('{"a":1}', now, 's3cret');
    expect(await hasValidSignature('{"a":1}', header, 's3cret', now)).toBe(true);
    expect(await hasValidSignature('{"a":1}', header, 's3cret', now + 4 * 60 * 1000)).toBe(true);
    expect(await hasValidSignature('{"a":2}', header, 's3cret', now)).toBe(false);
    expect(await hasValidSignature('{"a":1}', header, 'other', now)).toBe(false);
    expect(await hasValidSignature('{"a":1}', header, 's3cret', now + 6 * 60 * 1000)).toBe(false);
    expect(await hasValidSignature('{"a":1}', null, 's3cret', now)).toBe(false);
    expect(await hasValidSignature('{"a":1}', 'garbage', 's3cret', now)).toBe(false);
  });

  it('reads the secret from CONTENT_WEBHOOK_SECRET with the local default', () => {
    expect(webhookSecret({})).toBe('local-webhook-secret-change-me');
    expect(webhookSecret({ CONTENT_WEBHOOK_SECRET: 'prod' })).toBe('prod');
  });
});
