// Locating the repository root, the data directory and the migrations folder without relying on the current
// working directory alone (Next.js, vitest and the CLIs all start in different folders).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function isWorkspaceRoot(dir: string): boolean {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as { workspaces?: unknown };
    return json.workspaces !== undefined;
  } catch {
    return false;
  }
}

function walkUp(start: string): string | null {
  let dir = resolve(start);
  for (;;) {
    if (isWorkspaceRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The monorepo root: the nearest folder above this module (or else the working directory) whose package.json declares workspaces. */
export function findRepoRoot(): string {
  const here = typeof import.meta.dirname === 'string' ? import.meta.dirname : undefined;
  return (here ? walkUp(here) : null) ?? walkUp(process.cwd()) ?? process.cwd();
}

/** Folder holding the embedded PGlite database: `${SHOP_DATA_DIR ?? <repo root>/.data}/commerce`. */
export function commerceDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.SHOP_DATA_DIR ? resolve(env.SHOP_DATA_DIR) : join(findRepoRoot(), '.data');
  return join(base, 'commerce');
}

function hasJournal(dir: string): boolean {
  return existsSync(join(dir, 'meta', '_journal.json'));
}

/** The drizzle-kit output folder (`lib/commerce/drizzle`); `COMMERCE_MIGRATIONS_DIR` overrides it. */
export function migrationsFolder(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [
    env.COMMERCE_MIGRATIONS_DIR,
    typeof import.meta.dirname === 'string' ? resolve(import.meta.dirname, '../../drizzle') : undefined,
    join(findRepoRoot(), 'lib', 'commerce', 'drizzle'),
  ];
  for (const candidate of candidates) {
    if (candidate && hasJournal(resolve(candidate))) return resolve(candidate);
  }
  throw new Error(`Commerce migrations not found (looked in: ${candidates.filter(Boolean).join(', ')})`);
}
