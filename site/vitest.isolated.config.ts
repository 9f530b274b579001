import { siteConfig, split } from './vitest.config.ts';

// The site's files that vi.mock a module, each in a fresh module registry (../vitest.isolation.ts). In worker threads:
// a fresh module registry per file either way, and a thread starts in a fraction of a forked process's time.
export default siteConfig({ name: 'site-isolated', pool: 'threads', ...split.isolated });
