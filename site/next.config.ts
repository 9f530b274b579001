import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'on' } });

const config: NextConfig = {
  reactStrictMode: true,
  // Lets a second build or dev server run beside the main one (e.g. NEXT_DIST_DIR=.next-dev next dev -p 3010).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Workspace packages ship TypeScript source; Next compiles them with the app.
  transpilePackages: ['@shop/brands', '@shop/ui', '@shop/blocks', '@shop/commerce', '@shop/content'],
  // PGlite loads its WebAssembly and data files, pdfkit its fonts' metrics, from their own package folders at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'pdfkit'],
  // The proxy buffers request bodies up to this much; a review photo may be 10 MB plus its form's framing.
  experimental: { proxyClientMaxBodySize: '11mb' },
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` runs tsc on every workspace; no second pass here
};

export default withVanillaExtract(config);
