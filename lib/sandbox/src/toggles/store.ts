import { readFile, stat } from 'node:fs/promises';
import type { Logger } from '../log.ts';
import { parseToggleFile, type ToggleDefinition } from './definitions.ts';

export interface ToggleSnapshot {
  toggles: readonly ToggleDefinition[];
  /** When these definitions were loaded. */
  loadedAt: Date;
}

export interface ToggleStore {
  /**
   * The current definitions, re-reading the file first when it changed since the last look. A file that is missing,
   * unreadable or invalid keeps the last good definitions (the error is logged once per change); `undefined` only
   * when no good definitions were ever loaded.
   */
  current(): Promise<ToggleSnapshot | undefined>;
}

/** Identity of a file version: modification and change times to the nanosecond, size and inode. */
async function fingerprint(file: string): Promise<string> {
  const info = await stat(file, { bigint: true });
  return `${info.mtimeNs}:${info.ctimeNs}:${info.size}:${info.ino}`;
}

export function createFileToggleStore(file: string, log: Logger): ToggleStore {
  let snapshot: ToggleSnapshot | undefined;
  let seen: string | undefined;
  let pending: Promise<void> | undefined;

  const refresh = async (): Promise<void> => {
    let version: string;
    try {
      version = await fingerprint(file);
    } catch (error) {
      if (seen !== 'missing') {
        seen = 'missing';
        log.error('toggle file unreadable; keeping last good definitions', {
          file,
          error,
          kept: snapshot?.toggles.length ?? 0,
        });
      }
      return;
    }
    if (version === seen) return;
    try {
      const parsed = parseToggleFile(await readFile(file, 'utf8'));
      snapshot = { toggles: parsed.toggles, loadedAt: new Date() };
      log.info('toggle definitions loaded', { file, count: parsed.toggles.length });
    } catch (error) {
      log.error('toggle file invalid; keeping last good definitions', {
        file,
        error,
        kept: snapshot?.toggles.length ?? 0,
      });
    }
    seen = version;
  };

  return {
    async current() {
      // Concurrent requests share one stat (and at most one read) instead of each racing to reload.
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      await pending;
      return snapshot;
    },
  };
}
