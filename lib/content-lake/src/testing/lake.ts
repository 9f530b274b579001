// Test helpers: a content lake on an ephemeral port and a temp data dir, reached through the real @sanity/client.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createClient, type SanityClient } from '@sanity/client';
import { createLogger } from '../log.ts';
import { type ContentLake, type ContentLakeOptions, createContentLake } from '../server.ts';

export const TEST_TOKEN = 'test-token-with-enough-length-1234';
/** The lake's read-only token in tests (CONTENT_LAKE_READ_TOKEN): reads drafts, writes nothing. */
export const TEST_READ_TOKEN = 'test-read-token-with-enough-length-5678';

export interface TestLake {
  lake: ContentLake;
  url: string;
  datasetDir: string;
  /** Authenticated client (token). */
  client: SanityClient;
  /** Client without a token, like a browser reading published content. */
  anonymous: SanityClient;
  logLines: string[];
}

export function tempDir(prefix = 'content-lake-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function clientFor(url: string, token?: string): SanityClient {
  return createClient({
    projectId: 'shoplocal',
    dataset: 'production',
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    ...(token ? { token } : {}),
  });
}

export async function startLake(options: ContentLakeOptions = {}): Promise<TestLake> {
  const datasetDir = options.datasetDir ?? path.join(tempDir(), 'content-lake', 'production');
  const logLines: string[] = [];
  const lake = createContentLake({
    port: 0,
    token: TEST_TOKEN,
    readToken: TEST_READ_TOKEN,
    seedDir: null,
    webhookUrls: [],
    env: {},
    logger: createLogger({ write: (line) => logLines.push(line) }),
    ...options,
    datasetDir,
  });
  const { url } = await lake.listen();
  return { lake, url, datasetDir, client: clientFor(url, TEST_TOKEN), anonymous: clientFor(url), logLines };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size filled with one colour. */
export function pngBytes(width: number, height: number, rgb: [number, number, number] = [200, 30, 90]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Logs a local account in through the provider page and the one-time sid exchange; returns its bearer token. */
export async function loginAs(url: string, accountId: string, origin = 'http://localhost:3333'): Promise<string> {
  const submitted = await fetch(`${url}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ origin, account: accountId }),
  });
  const sid = /#sid=(.+)$/.exec(submitted.headers.get('location') ?? '')?.[1];
  if (!sid) throw new Error(`login as ${accountId} failed (${submitted.status})`);
  const fetched = await fetch(`${url}/v2025-02-19/auth/fetch?sid=${sid}`);
  const { token } = (await fetched.json()) as { token?: string };
  if (!token) throw new Error(`sid exchange for ${accountId} failed (${fetched.status})`);
  return token;
}
