import { describe, expect, it } from 'vitest';
import {
  base64Bytes,
  isProductionDeployment,
  ProductionSecretsError,
  requireProductionSecrets,
  type SecretRule,
  secretProblems,
} from './deployment.ts';

const KEY_32 = Buffer.alloc(32, 7).toString('base64');
const rules: SecretRule[] = [
  { name: 'SESSION_SECRET', development: ['dev-session-secret-change-me'], minLength: 32 },
  { name: 'CART_ID_KEY', development: [Buffer.alloc(32, 1).toString('base64')], validate: base64Bytes(32) },
  { name: 'PROVIDER_KEYS', development: ['dev-provider-key-1'], list: true },
  { name: 'LOCAL_ONLY_TOKEN', development: ['dev-local-token-xx'], when: (env) => !env.HOSTED },
];
const good = {
  SESSION_SECRET: 'x'.repeat(40),
  CART_ID_KEY: KEY_32,
  PROVIDER_KEYS: 'live-provider-key-abc,next-provider-key-def',
  LOCAL_ONLY_TOKEN: 'a-long-enough-local-token',
};
const production = { NODE_ENV: 'production' };

describe('isProductionDeployment', () => {
  it('is a deployment when NODE_ENV=production and SHOP_ENV is unset or production', () => {
    expect(isProductionDeployment({ NODE_ENV: 'production' })).toBe(true);
    expect(isProductionDeployment({ NODE_ENV: 'production', SHOP_ENV: '' })).toBe(true);
    expect(isProductionDeployment({ NODE_ENV: 'production', SHOP_ENV: 'production' })).toBe(true);
    expect(isProductionDeployment({ SHOP_ENV: 'production' })).toBe(true);
  });

  it('is not a deployment for the local shop (its production build) nor outside NODE_ENV=production', () => {
    expect(isProductionDeployment({ NODE_ENV: 'production', SHOP_ENV: 'local' })).toBe(false);
    expect(isProductionDeployment({ NODE_ENV: 'development' })).toBe(false);
    expect(isProductionDeployment({ NODE_ENV: 'test' })).toBe(false);
    expect(isProductionDeployment({})).toBe(false);
  });

  it('refuses an unknown SHOP_ENV rather than guessing', () => {
    expect(() => isProductionDeployment({ NODE_ENV: 'production', SHOP_ENV: 'prod' })).toThrow(
      'SHOP_ENV must be "local" or "production"',
    );
  });
});

describe('secretProblems', () => {
  it('accepts every secret when each is set to its own long value', () => {
    expect(secretProblems(rules, good)).toEqual([]);
  });

  it.each(rules.map((rule) => rule.name))('refuses %s when missing or blank', (name) => {
    expect(secretProblems(rules, { ...good, [name]: undefined })).toEqual([`${name} is not set`]);
    expect(secretProblems(rules, { ...good, [name]: '  ' })).toEqual([`${name} is not set`]);
  });

  it.each(rules.map((rule) => [rule.name, rule.development[0]] as const))(
    'refuses %s equal to its development value',
    (name, development) => {
      expect(secretProblems(rules, { ...good, [name]: development })).toEqual([
        `${name} is the committed development value`,
      ]);
    },
  );

  it('refuses a development value anywhere in a list, and a short item', () => {
    expect(secretProblems(rules, { ...good, PROVIDER_KEYS: 'live-provider-key-abc, dev-provider-key-1' })).toEqual([
      'PROVIDER_KEYS (item 2) is the committed development value',
    ]);
    expect(secretProblems(rules, { ...good, PROVIDER_KEYS: 'short' })).toEqual([
      'PROVIDER_KEYS is too short (5 characters; at least 16)',
    ]);
  });

  it('refuses keys that are too short: the rule minimum, else 16 characters', () => {
    expect(secretProblems(rules, { ...good, SESSION_SECRET: 'y'.repeat(31) })).toEqual([
      'SESSION_SECRET is too short (31 characters; at least 32)',
    ]);
    expect(secretProblems(rules, { ...good, SESSION_SECRET: 'y'.repeat(32) })).toEqual([]);
    expect(secretProblems(rules, { ...good, LOCAL_ONLY_TOKEN: 'z'.repeat(15) })).toEqual([
      'LOCAL_ONLY_TOKEN is too short (15 characters; at least 16)',
    ]);
  });

  it('refuses a cart-id key that is not 32 bytes of base64', () => {
    expect(secretProblems(rules, { ...good, CART_ID_KEY: Buffer.alloc(16, 3).toString('base64') })).toEqual([
      'CART_ID_KEY must be 32 bytes, base64-encoded (it decodes to 16)',
    ]);
    expect(secretProblems(rules, { ...good, CART_ID_KEY: 'not base64 at all, just a long phrase!' })).toEqual([
      'CART_ID_KEY must be base64 (32 random bytes)',
    ]);
  });

  it('skips a secret whose set-up does not use it', () => {
    expect(secretProblems(rules, { ...good, LOCAL_ONLY_TOKEN: undefined, HOSTED: '1' })).toEqual([]);
  });
});

describe('requireProductionSecrets', () => {
  it('names every refused variable in one error in a deployment', () => {
    const env = { ...production, SESSION_SECRET: 'dev-session-secret-change-me', PROVIDER_KEYS: good.PROVIDER_KEYS };
    let caught: unknown;
    try {
      requireProductionSecrets('site', rules, env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ProductionSecretsError);
    const error = caught as ProductionSecretsError;
    expect(error.variables).toEqual(['SESSION_SECRET', 'CART_ID_KEY', 'LOCAL_ONLY_TOKEN']);
    expect(error.message).toContain('site refuses to start as a production deployment');
    expect(error.message).toContain('  - SESSION_SECRET is the committed development value');
    expect(error.message).toContain('  - CART_ID_KEY is not set');
  });

  it('passes a deployment whose secrets are all set', () => {
    expect(() => requireProductionSecrets('site', rules, { ...production, ...good })).not.toThrow();
  });

  it('lets the local shop and development run on the committed defaults', () => {
    expect(() => requireProductionSecrets('site', rules, { NODE_ENV: 'production', SHOP_ENV: 'local' })).not.toThrow();
    expect(() => requireProductionSecrets('site', rules, { NODE_ENV: 'development' })).not.toThrow();
  });
});
