import { siteConfig, split } from './vitest.config.ts';

// The site's files that vi.mock a module, each in a fresh module registry (../vitest.isolation.ts). In forked
// processes (vitest's default pool), not worker threads: a thread is terminated after its file, and terminating one
// that has loaded PGlite's WebAssembly crashed the whole run with a segmentation fault once in CI (exit 139).
export default siteConfig({ name: 'site-isolated', ...split.isolated });
