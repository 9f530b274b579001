// site/server.ts runs in plain Node (no bundler): the '@/…' path alias does not exist there, so every module it loads,
// and every module those load, must reach the rest of the site by relative paths. This imports each of server.ts's own
// modules in a plain Node process, as `./shop start` does; then the route handlers the server calls itself, which keep
// their alias imports (lib/http/fast-api.ts resolves them).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHILD_COMPILE_CACHE } from '@shop/runtime/testing';
import { beforeAll, describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const relativeImports = [...readFileSync(path.join(here, 'server.ts'), 'utf8').matchAll(/from '(\.\/[^']+)'/g)].map(
  (match) => path.join(here, match[1] as string),
);

const fastApi = path.join(here, 'lib/http/fast-api.ts');

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
// The route handlers the server answers itself (lib/http/fast-api.ts) reach the site by its '@/' alias, which
// loadFastApi teaches this process: they must load here as they do in the server.
try {
  const routes = await (await import(${JSON.stringify(fastApi)})).loadFastApi();
  outcomes.fastApi = { routes: [...routes.keys()], handlers: [...routes.values()].every((h) => typeof h === 'function') };
} catch (error) {
  outcomes.fastApi = { code: error?.code ?? null, message: String(error?.stack ?? error) };
}
process.stdout.write('\\n${marker}' + JSON.stringify(outcomes) + '\\n');
`;

type Outcome = { code: string | null; message: string } | null;
type FastApiOutcome = { routes: string[]; handlers: boolean } | { code: string | null; message: string };
let run: {
  status: number | null;
  signal: string | null;
  stderr: string;
  outcomes: Record<string, Outcome>;
  fastApi: FastApiOutcome | null;
};

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
  const { fastApi: fastApiOutcome, ...outcomes } = line ? JSON.parse(line.slice(marker.length)) : {};
  run = { status, signal, stderr, outcomes, fastApi: fastApiOutcome ?? null };
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

  it('loads the route handlers it answers without Next.js, through their own alias imports', () => {
    expect(run.fastApi, run.stderr).toEqual({
      routes: [
        'GET /api/shop/bag',
        'POST /api/shop/bag/addToBag',
        'PUT /api/shop/bag/addToBag',
        'PUT /api/shop/bag/editBag',
        'GET /api/shop/bag/cartItemCount',
      ],
      handlers: true,
    });
  });

  // Each module used to have a process of its own that had to end by itself: none may leave the process running,
  // fail after its import settles, or report a module it could not find.
  it('lets the process exit cleanly once every module is loaded', () => {
    expect({ status: run.status, signal: run.signal }, run.stderr).toEqual({ status: 0, signal: null });
    expect(run.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND/);
  });
});
