// The outbox: every accepted message as one JSON file under the data directory, written atomically (temp file +
// rename), so messages survive a restart and a crash mid-write leaves no half message. An index in memory, loaded
// once at start, answers listings newest first; the oldest files are removed beyond the retention limit.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log.ts';
import type { StoredMessage } from './message.ts';

export interface MailQuery {
  /** Only messages with this address among To, Cc or Bcc (case-insensitive). */
  recipient?: string;
  tag?: string;
  count: number;
  offset: number;
}

export interface Outbox {
  add(message: Omit<StoredMessage, 'MessageID' | 'ReceivedAt'>): StoredMessage;
  get(id: string): StoredMessage | undefined;
  /** Matching messages, newest first, and how many matched in all. */
  list(query: MailQuery): { total: number; messages: StoredMessage[] };
}

const FILE = /^(\d{13})-(\d{6})-([0-9a-f-]{36})\.json$/;

export function createOutbox(dir: string, options: { limit: number; log: Logger; now?: () => Date }): Outbox {
  const now = options.now ?? (() => new Date());
  // Oldest first; the file name (time, sequence, id) sorts in the order messages arrived. The folder is made when the
  // first message arrives, so a sandbox that sends nothing leaves nothing behind.
  const files: string[] = (existsSync(dir) ? readdirSync(dir) : []).filter((name) => FILE.test(name)).sort();
  const byId = new Map<string, StoredMessage>();
  for (const name of files) {
    try {
      const message = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMessage;
      byId.set(message.MessageID, message);
    } catch (error) {
      options.log.warn('unreadable outbox message skipped', { file: name, error });
    }
  }
  let sequence = files.length === 0 ? 0 : Number(FILE.exec(files.at(-1)!)?.[2] ?? 0);
  const ordered = (): StoredMessage[] =>
    files
      .map((name) => byId.get(FILE.exec(name)![3]!))
      .filter((message): message is StoredMessage => message !== undefined);

  return {
    add(input) {
      const received = now();
      const message: StoredMessage = { MessageID: randomUUID(), ReceivedAt: received.toISOString(), ...input };
      sequence = (sequence + 1) % 1_000_000;
      const name = `${String(received.getTime()).padStart(13, '0')}-${String(sequence).padStart(6, '0')}-${message.MessageID}.json`;
      mkdirSync(dir, { recursive: true });
      const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
      writeFileSync(temp, JSON.stringify(message), { mode: 0o600 });
      renameSync(temp, path.join(dir, name));
      files.push(name);
      byId.set(message.MessageID, message);
      while (files.length > options.limit) {
        const oldest = files.shift()!;
        byId.delete(FILE.exec(oldest)![3]!);
        rmSync(path.join(dir, oldest), { force: true });
      }
      return message;
    },
    get: (id) => byId.get(id),
    list(query) {
      const recipient = query.recipient?.toLowerCase();
      const matches = ordered()
        .reverse()
        .filter(
          (message) =>
            (!query.tag || message.Tag === query.tag) &&
            (!recipient ||
              [...message.To, ...message.Cc, ...message.Bcc].some((box) => box.Email.toLowerCase() === recipient)),
        );
      return { total: matches.length, messages: matches.slice(query.offset, query.offset + query.count) };
    },
  };
}
