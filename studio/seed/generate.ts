// Writes the seed dataset in Sanity's export format: production.ndjson beside this file and the SVG images it
// references under images/. Run: node studio/seed/generate.ts  (deterministic: a second run changes nothing).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDataset, toNdjson } from './dataset.ts';

const here = dirname(fileURLToPath(import.meta.url));
const imagesDir = join(here, 'images');

const { documents, images } = buildDataset();
mkdirSync(imagesDir, { recursive: true });
const wanted = new Set(images.map((image) => image.file));
for (const file of readdirSync(imagesDir)) if (!wanted.has(file)) rmSync(join(imagesDir, file));
for (const image of images) writeFileSync(join(imagesDir, image.file), image.svg);
writeFileSync(join(here, 'production.ndjson'), toNdjson(documents));
console.log(`Wrote ${documents.length} documents and ${images.length} images to ${here}`);
