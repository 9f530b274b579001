// `npm run build` (after `next build`): writes a brotli copy beside each of the build's static scripts and stylesheets,
// which the site server sends to browsers that accept brotli (lib/http/static-brotli.ts).
import path from 'node:path';
import { precompressStatic } from '../lib/http/static-brotli.ts';

const staticDir = path.join(import.meta.dirname, '..', process.env.NEXT_DIST_DIR ?? '.next', 'static');
const started = performance.now();
const { files, before, after } = await precompressStatic(staticDir);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
console.log(
  `▸ brotli: ${files} static files, ${kB(before)} → ${kB(after)} in ${Math.round(performance.now() - started)} ms`,
);
