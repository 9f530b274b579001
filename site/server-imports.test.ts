// site/server.ts runs in plain Node (no bundler): the '@/…' path alias does not exist there, so every module it loads,
// and every module those load, must reach the rest of the site by relative paths. This imports each of server.ts's own
// modules in a plain Node process, as `./shop start` does.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const relativeImports = [...readFileSync(path.join(here, 'server.ts'), 'utf8').matchAll(/from '(\.\/[^']+)'/g)].map(
  (match) => path.join(here, match[1] as string),
);

describe('site/server.ts in plain Node', () => {
  it('imports its own modules at all', () => {
    expect(relativeImports.length).toBeGreaterThan(0);
  });

  it.each(relativeImports)('loads %s without the bundler’s path alias', (file) => {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(file)});`], {
      cwd: here,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND/);
    expect(child.status).toBe(0);
  });
});
