// Minimal Studio configuration: enough for `sanity schema extract` (typegen) to load the schema. The Studio issue
// adds the per-brand desk structure, the Presentation tool and the local-mode overrides.
import { schemaTypes } from '@shop/schemas/schema-types';
import { defineConfig } from 'sanity';

export default defineConfig({
  name: 'default',
  title: 'Shop content',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? process.env.SANITY_PROJECT_ID ?? 'shoplocal',
  dataset: process.env.SANITY_STUDIO_DATASET ?? process.env.SANITY_DATASET ?? 'production',
  schema: { types: schemaTypes },
});
