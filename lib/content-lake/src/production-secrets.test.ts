import path from 'node:path';
import { CONFIG_EXIT_CODE, secretProblems } from '@shop/runtime/deployment';
import { startAsDeployment } from '@shop/runtime/testing';
import { describe, expect, it } from 'vitest';
import { contentLakeSecrets } from './production-secrets.ts';

const names = ['CONTENT_LAKE_TOKEN', 'CONTENT_LAKE_READ_TOKEN', 'CONTENT_WEBHOOK_SECRET'];
const configured = Object.fromEntries(names.map((name) => [name, `${name.toLowerCase()}-0123456789abcdef0123456789`]));

describe('the content lake process in a production deployment', () => {
  it('checks exactly its committed development secrets, accepting them once set', () => {
    expect(secretProblems(contentLakeSecrets, {})).toEqual(names.map((name) => `${name} is not set`));
    expect(secretProblems(contentLakeSecrets, configured)).toEqual([]);
  });

  it('refuses to start on the development defaults (exit code and message name each variable)', () => {
    const result = startAsDeployment(path.join(import.meta.dirname, 'server.ts'));
    expect(result.status).toBe(CONFIG_EXIT_CODE);
    expect(result.stderr).toContain('content lake refuses to start as a production deployment');
    for (const name of names) expect(result.stderr).toContain(`  - ${name} is not set`);
  }, 30_000);
});

it('refuses a read token equal to the administrator token', () => {
  const same = 'one-token-for-both-0123456789abcdefgh';
  expect(
    secretProblems(contentLakeSecrets, { ...configured, CONTENT_LAKE_TOKEN: same, CONTENT_LAKE_READ_TOKEN: same }),
  ).toEqual(['CONTENT_LAKE_READ_TOKEN must differ from CONTENT_LAKE_TOKEN']);
});
