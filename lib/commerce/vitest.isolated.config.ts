import { defineConfig } from 'vitest/config';
import { commerceTest, split } from './vitest.config.ts';

// The commerce files that vi.mock a module, each in a fresh module registry (../../vitest.isolation.ts).
export default defineConfig({ test: { ...commerceTest, name: 'commerce-isolated', ...split.isolated } });
