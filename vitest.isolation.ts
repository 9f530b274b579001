// Which test files need a module registry of their own. A project that runs with `isolate: false` shares one worker's
// modules across its files, which saves importing them again for every file (commerce: PGlite, Drizzle and the whole
// domain, about a second each). A file that replaces a module with vi.mock cannot share: the real module may already
// be loaded by an earlier file in that worker, and the mock would never apply. Those files run in a second,
// isolated project of the same workspace (vitest.isolated.config.ts beside its vitest.config.ts).
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults } from 'vitest/config';

const replacesModule = /\bvi\.(?:do)?[mM]ock\(/;

/** Test files under `root` matching `include` (relative paths, as vitest's include takes them) that call vi.mock. */
function filesThatMock(root: string, include: readonly string[]): string[] {
  return globSync([...include], { cwd: root })
    .filter((file) => !file.split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.next')))
    .filter((file) => replacesModule.test(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * A workspace's test files split in two: `shared` runs every file that does not vi.mock, in workers that keep their
 * modules (`isolate: false`); `isolated` runs the rest (the sibling vitest.isolated.config.ts). `exclude` is the
 * workspace's own, beside vitest's defaults.
 */
export function isolationSplit(root: string, include: string[], exclude: readonly string[] = []) {
  const mocking = filesThatMock(root, include);
  return {
    shared: { include, exclude: [...configDefaults.exclude, ...exclude, ...mocking], isolate: false },
    // An empty include would fall back to vitest's default pattern; this one matches nothing.
    isolated: { include: mocking.length ? mocking : ['no-such-file'] },
  };
}
