import { describe, expect, it } from 'vitest';
import { createLogger } from './log.ts';

describe('sandbox log', () => {
  it('writes one JSON line per record with secrets redacted (keys, bearer tokens, card numbers)', () => {
    const lines: string[] = [];
    const log = createLogger({ write: (line) => lines.push(line), fields: { service: 'sandbox' } });
    log.child({ component: 'gateway' }).warn('declined 4111 1111 1111 1111', {
      headers: { 'x-merchant-key': 'shop-local-gateway-merchant-key', authorization: 'Bearer abc' },
      error: new Error('token=abc123 refused'),
    });
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0] ?? '{}');
    expect(record).toMatchObject({
      level: 'warn',
      service: 'sandbox',
      component: 'gateway',
      msg: 'declined [card]',
      headers: { 'x-merchant-key': '[Redacted]', authorization: '[Redacted]' },
      error: { message: 'token=[Redacted] refused' },
    });
    for (const secret of ['shop-local-gateway', 'Bearer abc', 'abc123', '4111']) expect(lines[0]).not.toContain(secret);
  });
});
