import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? process.env.SANITY_PROJECT_ID ?? 'shoplocal',
    dataset: process.env.SANITY_STUDIO_DATASET ?? process.env.SANITY_DATASET ?? 'production',
  },
  // Offline builds: never load the Studio runtime from Sanity's CDN.
  deployment: { autoUpdates: false },
  typegen: {
    path: '../lib/content/src/**/*.ts',
    schema: '../lib/content/schema.json',
    generates: '../lib/content/src/sanity.types.ts',
    overloadClientMethods: false,
  },
});
