// `npm run build` (after `next build`): readies the build's static scripts and stylesheets for browsers. First the
// compile hint on every script (lib/http/compile-hints.ts), then a brotli copy beside each script and stylesheet,
// which the site server sends to browsers that accept brotli (lib/http/static-brotli.ts); in that order, so the
// compressed copies carry the hint too.
import path from 'node:path';
import { addCompileHints } from '../lib/http/compile-hints.ts';
import { precompressStatic } from '../lib/http/static-brotli.ts';

const staticDir = path.join(import.meta.dirname, '..', process.env.NEXT_DIST_DIR ?? '.next', 'static');
const hinted = await addCompileHints(staticDir);
console.log(`▸ compile hint: ${hinted} scripts`);
const started = performance.now();
const { files, before, after } = await precompressStatic(staticDir);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
console.log(
  `▸ brotli: ${files} static files, ${kB(before)} → ${kB(after)} in ${Math.round(performance.now() - started)} ms`,
);
