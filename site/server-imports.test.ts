// site/server.ts runs in plain Node (no bundler): the '@/…' path alias does not exist there, so every module it loads,
// and every module those load, must reach the rest of the site by relative paths. This imports each of server.ts's own
// modules in a plain Node process, as `./shop start` does.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHILD_COMPILE_CACHE } from '@shop/runtime/testing';
import { beforeAll, describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const relativeImports = [...readFileSync(path.join(here, 'server.ts'), 'utf8').matchAll(/from '(\.\/[^']+)'/g)].map(
  (match) => path.join(here, match[1] as string),
);

// One child imports every module in turn and reports each one's outcome: a child per module loaded the same shared
// graph (the commerce domain, PGlite) again each time, about 1 s apiece. A module that cannot resolve its imports
// still fails on its own line, since Node caches a failed module graph and every later importer of it fails too.
const marker = 'server-imports:';
const child = `
const outcomes = {};
for (const file of ${JSON.stringify(relativeImports)}) {
  try {
    await import(file);
    outcomes[file] = null;
  } catch (error) {
    outcomes[file] = { code: error?.code ?? null, message: String(error?.stack ?? error) };
  }
}
process.stdout.write('\\n${marker}' + JSON.stringify(outcomes) + '\\n');
`;

type Outcome = { code: string | null; message: string } | null;
let run: { status: number | null; signal: string | null; stderr: string; outcomes: Record<string, Outcome> };

beforeAll(async () => {
  const proc = spawn(process.execPath, ['--input-type=module', '-e', child], {
    cwd: here,
    env: { ...process.env, NODE_COMPILE_CACHE: CHILD_COMPILE_CACHE },
    timeout: 45_000,
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  proc.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [status, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    proc.on('close', (code, sig) => resolve([code, sig])),
  );
  const line = stdout.split('\n').find((l) => l.startsWith(marker));
  run = { status, signal, stderr, outcomes: line ? JSON.parse(line.slice(marker.length)) : {} };
}, 60_000);

describe('site/server.ts in plain Node', () => {
  it('imports its own modules at all', () => {
    expect(relativeImports.length).toBeGreaterThan(0);
  });

  it.each(relativeImports)('loads %s without the bundler’s path alias', (file) => {
    expect(run.outcomes, run.stderr).toHaveProperty([file]);
    const outcome = run.outcomes[file];
    expect(outcome?.code ?? null).not.toBe('ERR_MODULE_NOT_FOUND');
    expect(outcome, outcome?.message).toBeNull();
  });

  // Each module used to have a process of its own that had to end by itself: none may leave the process running,
  // fail after its import settles, or report a module it could not find.
  it('lets the process exit cleanly once every module is loaded', () => {
    expect({ status: run.status, signal: run.signal }, run.stderr).toEqual({ status: 0, signal: null });
    expect(run.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND/);
  });
});
