import { siteConfig, split } from './vitest.config.ts';

// The site's files that vi.mock a module, each in a fresh module registry (../vitest.isolation.ts).
export default siteConfig({ name: 'site-isolated', ...split.isolated });
