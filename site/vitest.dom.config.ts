import { siteConfig, split } from './vitest.config.ts';

// The site's files that run in a DOM and mock nothing: one project, so that a worker goes on from one such file to
// the next rather than being replaced whenever the environment changes (../vitest.isolation.ts).
export default siteConfig({ name: 'site-dom', ...split.sharedIn });
