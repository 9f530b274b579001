import { afterEach, describe, expect, it, vi } from 'vitest';
import { egressPolicy, lakeSources, siteSource } from './egress-policy.ts';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('egress policy', () => {
  it('allows the lake, its listener host names and their WebSockets, and the brands’ sites in the frame', () => {
    const policy = directives(egressPolicy('http://localhost:3900/', 'http://{brand}.localhost:3000'));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:3900',
      'http://*.localhost:3900',
      'ws://localhost:3900',
      'ws://*.localhost:3900',
    ]);
    expect(policy.get('frame-src')).toEqual(['http://*.localhost:3000']);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://localhost:3900',
      'http://*.localhost:3900',
    ]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('names no remote host: scripts, fonts and calls stay on this machine', () => {
    const policy = egressPolicy('http://localhost:3900', 'http://{brand}.localhost:3000');
    expect(policy).not.toMatch(/sanity|https:|\*\s|\*;|\*$/);
    for (const directive of ['script-src', 'font-src', 'style-src', 'worker-src']) {
      expect(
        directives(policy)
          .get(directive)
          ?.every((source) => !source.includes('//')),
        directive,
      ).toBe(true);
    }
  });

  it('adds listener shards only for localhost names, and keeps https hosts on wss', () => {
    expect(lakeSources('http://127.0.0.1:3900')).toEqual({
      http: ['http://127.0.0.1:3900'],
      ws: ['ws://127.0.0.1:3900'],
    });
    expect(lakeSources('https://lake.example.test')).toEqual({
      http: ['https://lake.example.test'],
      ws: ['wss://lake.example.test'],
    });
    expect(siteSource('http://shop.example.test')).toBe('http://shop.example.test');
    expect(siteSource('https://{brand}.shop.example.test:8443')).toBe('https://*.shop.example.test:8443');
  });
});

describe('sanity.cli.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('sends the policy from `sanity preview` and `sanity dev` only in local mode', async () => {
    vi.stubEnv('SANITY_STUDIO_API_HOST', 'http://localhost:3900');
    vi.stubEnv('SANITY_STUDIO_SITE_URL', 'http://{brand}.localhost:3000');
    const local = (await import('./sanity.cli.ts')).default;
    const expected = {
      'content-security-policy': egressPolicy('http://localhost:3900', 'http://{brand}.localhost:3000'),
    };
    expect(local.vite).toEqual({ preview: { headers: expected }, server: { headers: expected } });

    vi.resetModules();
    vi.stubEnv('SANITY_STUDIO_API_HOST', '');
    expect((await import('./sanity.cli.ts')).default.vite).toBeUndefined();
  });
});
