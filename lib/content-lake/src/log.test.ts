import { describe, expect, it } from 'vitest';
import { createLogger } from './log.ts';
import { startLake } from './testing/lake.ts';

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

describe('a commit subscriber that throws', () => {
  it('is logged as one structured error line, and the commit stands', async () => {
    const { lake, client, logLines } = await startLake();
    try {
      lake.store.onCommit(() => {
        throw new TypeError('listener broke');
      });
      await client.create({ _id: 'note.one', _type: 'note', title: 'kept' });
      expect((await client.getDocument('note.one'))?.title).toBe('kept');
      const records = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(records).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: 'commit subscriber failed',
          error: 'TypeError: listener broke',
          stack: expect.stringContaining('listener broke'),
        }),
      );
    } finally {
      await lake.close();
    }
  });
});
