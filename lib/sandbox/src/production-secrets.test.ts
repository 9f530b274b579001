import path from 'node:path';
import { CONFIG_EXIT_CODE, secretProblems } from '@shop/runtime/deployment';
import { startAsDeployment } from '@shop/runtime/testing';
import { describe, expect, it } from 'vitest';
import { sandboxSecrets } from './production-secrets.ts';

const names = [
  'MAIL_SERVER_TOKEN',
  'ADDRESS_LOOKUP_KEY',
  'PARCEL_SHOPS_API_KEY',
  'GATEWAY_MERCHANT_KEY',
  'MIYO_KEY',
  'RECS_KEY',
  'BUREAU_KEY',
  'REVIEWS_KEY',
  'CDN_PURGE_TOKEN',
];
const configured = Object.fromEntries(names.map((name) => [name, `${name.toLowerCase()}-0123456789abcdef0123456789`]));

describe('the sandbox process in a production deployment', () => {
  it('checks exactly its committed development secrets, accepting them once set', () => {
    expect(secretProblems(sandboxSecrets, {})).toEqual(names.map((name) => `${name} is not set`));
    expect(secretProblems(sandboxSecrets, configured)).toEqual([]);
  });

  it('refuses to start on the development defaults (exit code and message name each variable)', () => {
    const result = startAsDeployment(path.join(import.meta.dirname, 'server.ts'));
    expect(result.status).toBe(CONFIG_EXIT_CODE);
    expect(result.stderr).toContain('sandbox refuses to start as a production deployment');
    for (const name of names) expect(result.stderr).toContain(`  - ${name} is not set`);
  }, 30_000);
});
