import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { beforeAll, describe, expect, it } from 'vitest';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

const { reportBlock } = await import('./block-services.ts');

describe('a block left out of a page', () => {
  it('is one structured record: the block’s place, type, key and document as fields, the error as err', () => {
    const where = { brand: 'dal', documentId: 'page.dal.home', documentType: 'page' } as const;
    reportBlock('warn', { ...where, reason: 'unknown block type', index: 0, type: 'x', key: 'k' });
    reportBlock('error', {
      ...where,
      reason: 'it failed to render',
      index: 1,
      type: 'hero',
      key: 'h',
      error: new RangeError('bad date'),
    });
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 'warn',
      component: 'blocks',
      msg: 'block skipped',
      reason: 'unknown block type',
      ...where,
      blockIndex: 0,
      blockType: 'x',
      blockKey: 'k',
    });
    expect(logged[0]).not.toHaveProperty('label');
    expect(logged[1]).toMatchObject({
      level: 'error',
      reason: 'it failed to render',
      err: { type: 'RangeError', message: 'bad date' },
    });
  });
});
