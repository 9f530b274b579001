import { defineCliConfig } from 'sanity/cli';
import { egressPolicy } from './egress-policy.ts';

const localApiHost = process.env.SANITY_STUDIO_API_HOST?.trim();
const sitePattern = process.env.SANITY_STUDIO_SITE_URL?.trim() || 'http://{brand}.localhost:3000';
/**
 * Local mode (the Studio on the local Content Lake): `sanity preview` and `sanity dev` send a Content-Security-Policy
 * that lets the browser reach only this machine (egress-policy.ts), so the requests Sanity makes to its own servers
 * whatever the configuration are refused before they leave it. A host serving studio/dist itself sends the same header.
 */
const localHeaders = localApiHost ? { 'content-security-policy': egressPolicy(localApiHost, sitePattern) } : null;

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? process.env.SANITY_PROJECT_ID ?? 'shoplocal',
    dataset: process.env.SANITY_STUDIO_DATASET ?? process.env.SANITY_DATASET ?? 'production',
  },
  // Offline builds: never load the Studio runtime from Sanity's CDN.
  deployment: { autoUpdates: false },
  ...(localHeaders ? { vite: { preview: { headers: localHeaders }, server: { headers: localHeaders } } } : {}),
  typegen: {
    path: '../lib/content/src/**/*.ts',
    schema: '../lib/content/schema.json',
    generates: '../lib/content/src/sanity.types.ts',
    overloadClientMethods: false,
  },
});
