import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('identity settings', () => {
  it('allows six times the per-email limit from one address unless IDENTITY_ADDRESS_LIMIT says otherwise', () => {
    expect(configFromEnv({}).addressLimit).toBe(30);
    expect(configFromEnv({ IDENTITY_LOCKOUT_LIMIT: '3' }).addressLimit).toBe(18);
    expect(configFromEnv({ IDENTITY_ADDRESS_LIMIT: '2000' })).toMatchObject({ addressLimit: 2000, lockoutLimit: 5 });
  });
});
