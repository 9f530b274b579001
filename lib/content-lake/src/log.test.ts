import { describe, expect, it } from 'vitest';
import { createLogger } from './log.ts';

describe('content lake log', () => {
  it('writes one JSON line per record with secrets redacted (tokens, authorization, cookies)', () => {
    const lines: string[] = [];
    const log = createLogger({ write: (line) => lines.push(line), fields: { service: 'content-lake' } });
    log.info('webhook sent', {
      authorization: 'Bearer local-dev-token-change-me',
      cookie: 'sanitySession=abc',
      url: 'http://127.0.0.1:3000/api/revalidate?token=xyz',
      documents: 2,
    });
    const record = JSON.parse(lines[0] ?? '{}');
    expect(record).toMatchObject({
      level: 'info',
      service: 'content-lake',
      msg: 'webhook sent',
      authorization: '[Redacted]',
      cookie: '[Redacted]',
      url: 'http://127.0.0.1:3000/api/revalidate?token=[Redacted]',
      documents: 2,
    });
    expect(lines[0]).not.toContain('local-dev-token');
  });
});
