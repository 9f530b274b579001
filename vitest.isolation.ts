// Which test files need a module registry of their own. A project that runs with `isolate: false` shares one worker's
// modules across its files, which saves importing them again for every file (commerce: PGlite, Drizzle and the whole
// domain, about a second each). A file that replaces a module with vi.mock cannot share: the real module may already
// be loaded by an earlier file in that worker, and the mock would never apply. Those files run in a second,
// isolated project of the same workspace (vitest.isolated.config.ts beside its vitest.config.ts).
//
// A worker is only reused for a file of the same environment: files that name another one in their docblock
// (`// @vitest-environment jsdom`) interleaved with the rest made vitest stop a worker and start a new one at each
// change (the site's shared files: 30 workers for 92 files). Those files can be a shared project of their own.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults } from 'vitest/config';

const replacesModule = /\bvi\.(?:do)?[mM]ock\(/;
const docblockEnvironment = /^\s*\/\/\s*@vitest-environment\s+([\w-]+)/m;

/** Test files under `root` matching `include` (relative paths, as vitest's include takes them), with their source. */
function testFiles(root: string, include: readonly string[]): Array<{ file: string; source: string }> {
  return globSync([...include], { cwd: root })
    .filter((file) => !file.split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.next')))
    .map((file) => ({ file: file.split(path.sep).join('/'), source: readFileSync(path.join(root, file), 'utf8') }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** An include that matches exactly `files`: an empty include would fall back to vitest's default pattern. */
const exactly = (files: readonly string[]) => (files.length ? [...files] : ['no-such-file']);

/**
 * A workspace's test files split in two: `shared` runs every file that does not vi.mock, in workers that keep their
 * modules (`isolate: false`); `isolated` runs the rest (the sibling vitest.isolated.config.ts). `exclude` is the
 * workspace's own, beside vitest's defaults. With `environment`, the shared files whose docblock names that
 * environment leave `shared` for `sharedIn`, a shared project of their own in it.
 */
export function isolationSplit(
  root: string,
  include: string[],
  exclude: readonly string[] = [],
  options: { environment?: string } = {},
) {
  const mocking: string[] = [];
  const inEnvironment: string[] = [];
  for (const { file, source } of testFiles(root, include)) {
    if (replacesModule.test(source)) mocking.push(file);
    else if (options.environment && docblockEnvironment.exec(source)?.[1] === options.environment)
      inEnvironment.push(file);
  }
  return {
    shared: {
      include,
      exclude: [...configDefaults.exclude, ...exclude, ...mocking, ...inEnvironment],
      isolate: false,
    },
    isolated: { include: exactly(mocking) },
    sharedIn: { include: exactly(inEnvironment), environment: options.environment, isolate: false },
  };
}
