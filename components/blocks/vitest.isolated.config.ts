import { blocksConfig, split } from './vitest.config.ts';

// The blocks' files that vi.mock a module, each in a fresh module registry (../../vitest.isolation.ts).
export default blocksConfig({ name: 'blocks-isolated', ...split.isolated });
