// The transaction log under failing writes: a short write or an error (disk full) mid-line must not leave half a
// line behind, or the next commit would follow it and the log could no longer be opened on restart.
import { readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_FILE, TransactionLog, type WriteFn } from './store/txlog.ts';
import type { Transaction } from './store/types.ts';
import { tempDir } from './testing/lake.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const dir = tempDir('content-lake-txlog-');
  folders.push(dir);
  return dir;
}

const tx = (id: string, title: string, second: number): Transaction => ({
  id,
  timestamp: `2026-01-01T00:00:0${second}.000Z`,
  author: 'test',
  mutations: [],
  documents: { [`page.${id}`]: { _id: `page.${id}`, _type: 'page', _rev: id, title } },
});

describe('transaction log appends', () => {
  it('writes the whole line across short writes', () => {
    const dir = folder();
    // At most 7 bytes per call, as a write to a nearly full or slow device may do.
    const short: WriteFn = (fd, buffer, offset, length) => writeSync(fd, buffer, offset, Math.min(length, 7));
    const log = new TransactionLog(dir, short);
    log.replay();
    log.append(tx('t1', 'One', 1));
    log.append(tx('t2', 'Two', 2));
    log.close();
    const replay = new TransactionLog(dir).replay();
    expect(replay.tornTail).toBe(false);
    expect(replay.lastTransactionId).toBe('t2');
    expect(replay.documents.get('page.t2')?.title).toBe('Two');
  });

  it('cuts a partly written line off and rethrows, so the log stays replayable after later commits', () => {
    const dir = folder();
    let failNext = false;
    const flaky: WriteFn = (fd, buffer, offset, length) => {
      if (!failNext) return writeSync(fd, buffer, offset, length);
      failNext = false;
      // Half the line reaches the file, then the disk is full.
      writeSync(fd, buffer, offset, Math.floor(length / 2));
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    };
    const log = new TransactionLog(dir, flaky);
    log.replay();
    log.append(tx('t1', 'One', 1));
    const before = readFileSync(path.join(dir, LOG_FILE), 'utf8');
    failNext = true;
    expect(() => log.append(tx('t2', 'Lost', 2))).toThrow(/ENOSPC/);
    expect(readFileSync(path.join(dir, LOG_FILE), 'utf8')).toBe(before);
    log.append(tx('t3', 'Three', 3));
    log.close();

    const replay = new TransactionLog(dir).replay();
    expect(replay.tornTail).toBe(false);
    expect(replay.logLength).toBe(2);
    expect(replay.lastTransactionId).toBe('t3');
    expect(replay.documents.has('page.t2')).toBe(false);
    expect(replay.documents.get('page.t3')?.title).toBe('Three');
  });

  it('treats a write that makes no progress as a failure instead of looping', () => {
    const dir = folder();
    const log = new TransactionLog(dir, () => 0);
    log.replay();
    expect(() => log.append(tx('t1', 'One', 1))).toThrow(/no progress/);
    log.close();
    expect(readFileSync(path.join(dir, LOG_FILE), 'utf8')).toBe('');
  });
});
