// Sanity Studio: a folder per brand (structure.ts), the Presentation tool showing the site in draft mode
// (presentation.ts) and, only when SANITY_STUDIO_API_HOST names the local Content Lake, the overrides that point the
// Studio at it (local-mode.ts). Without that variable this is a plain hosted-Sanity configuration.
import { schemaTypes } from '@shop/schemas/schema-types';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { localModeOptions } from './local-mode.ts';
import { presentationOptions } from './presentation.ts';
import { brandTemplates, structure } from './structure.ts';

/**
 * `process.env.SANITY_STUDIO_*` is replaced at build time by the Studio's bundler; in Node (schema extract) `process`
 * exists. A variable absent at build time leaves a bare `process.env` reference, hence the guard.
 */
function read(get: () => string | undefined): string | undefined {
  try {
    return get() || undefined;
  } catch {
    return undefined;
  }
}

const projectId = read(() => process.env.SANITY_STUDIO_PROJECT_ID) ?? 'shoplocal';
const dataset = read(() => process.env.SANITY_STUDIO_DATASET) ?? 'production';
const localApiHost = read(() => process.env.SANITY_STUDIO_API_HOST);
/** Site origin per brand, `{brand}` = brand code. */
const sitePattern = read(() => process.env.SANITY_STUDIO_SITE_URL) ?? 'http://{brand}.localhost:3000';

export default defineConfig({
  name: 'default',
  title: 'Shop content',
  projectId,
  dataset,
  schema: { types: schemaTypes, templates: brandTemplates },
  plugins: [structureTool({ structure, title: 'Content' }), presentationTool(presentationOptions(sitePattern, 'dal'))],
  ...(localApiHost ? localModeOptions(localApiHost) : {}),
});
