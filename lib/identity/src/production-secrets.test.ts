import path from 'node:path';
import { CONFIG_EXIT_CODE, secretProblems } from '@shop/runtime/deployment';
import { startAsDeployment } from '@shop/runtime/testing';
import { describe, expect, it } from 'vitest';
import { identitySecrets } from './production-secrets.ts';

const names = ['IDENTITY_CLIENT_SECRET', 'MAIL_SERVER_TOKEN'];
const configured = Object.fromEntries(names.map((name) => [name, `${name.toLowerCase()}-0123456789abcdef0123456789`]));

describe('the identity process in a production deployment', () => {
  it('checks exactly its committed development secrets, accepting them once set', () => {
    expect(secretProblems(identitySecrets, {})).toEqual(names.map((name) => `${name} is not set`));
    expect(secretProblems(identitySecrets, configured)).toEqual([]);
  });

  it('refuses to start on the development defaults (exit code and message name each variable)', () => {
    const result = startAsDeployment(path.join(import.meta.dirname, 'server.ts'));
    expect(result.status).toBe(CONFIG_EXIT_CODE);
    expect(result.stderr).toContain('identity refuses to start as a production deployment');
    for (const name of names) expect(result.stderr).toContain(`  - ${name} is not set`);
  }, 30_000);
});
