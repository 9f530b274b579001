// Which test files need a module registry of their own. A project that runs with `isolate: false` shares one worker's
// modules across its files, which saves importing them again for every file (commerce: PGlite, Drizzle and the whole
// domain, about a second each). A file that replaces a module with vi.mock cannot share: the real module may already
// be loaded by an earlier file in that worker, and the mock would never apply. Those files run in a second,
// isolated project of the same workspace (vitest.isolated.config.ts beside its vitest.config.ts).
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

const replacesModule = /\bvi\.(?:do)?[mM]ock\(/;

/** Test files under `root` matching `include` (relative paths, as vitest's include takes them) that call vi.mock. */
export function filesThatMock(root: string, include: readonly string[]): string[] {
  return globSync([...include], { cwd: root })
    .filter((file) => !file.split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.next')))
    .filter((file) => replacesModule.test(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
