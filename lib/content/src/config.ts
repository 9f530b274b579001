/**
 * Where content comes from, read from the environment once: the hosted Content Lake when SANITY_PROJECT_ID is set,
 * otherwise the local Content Lake (lib/content-lake). The same client code talks to both.
 */

export const API_VERSION = '2025-02-19';

export interface ContentConfig {
  mode: 'hosted' | 'local';
  projectId: string;
  dataset: string;
  /**
   * The API's base URL. Local: the lake's (CONTENT_LAKE_URL). Hosted: null — the project hostname
   * `https://<projectId>.api.sanity.io` — unless SANITY_API_HOST names another base URL answering the same API
   * (a proxy in front of it, or the local lake answering as the hosted API in the hosted path's integration test).
   */
  apiHost: string | null;
  /**
   * Read token for the hosted lake (published reads of a private dataset); never sent to the browser. The local lake
   * serves published content to anyone, so locally there is none.
   */
  token: string | null;
  /**
   * Token with read access to drafts, for draft mode (preview) reads and preview-secret checks; server side only.
   * Hosted: SANITY_API_READ_TOKEN (a Viewer token). Local: the lake's read-only token CONTENT_LAKE_READ_TOKEN (same
   * `.env`), else its development default — never the lake's administrator token CONTENT_LAKE_TOKEN, so the site can
   * read drafts but change nothing.
   */
  previewToken: string | null;
}

/** The local lake's development read-only token (lib/content-lake's default for CONTENT_LAKE_READ_TOKEN). */
export const LOCAL_LAKE_DEFAULT_READ_TOKEN = 'local-dev-read-token-change-me';

export function contentConfig(env: Record<string, string | undefined> = process.env): ContentConfig {
  const hostedProject = env.SANITY_PROJECT_ID?.trim();
  if (hostedProject) {
    return {
      mode: 'hosted',
      projectId: hostedProject,
      dataset: env.SANITY_DATASET?.trim() || 'production',
      apiHost: env.SANITY_API_HOST?.trim().replace(/\/+$/, '') || null,
      token: env.SANITY_API_READ_TOKEN?.trim() || null,
      previewToken: env.SANITY_API_READ_TOKEN?.trim() || null,
    };
  }
  return {
    mode: 'local',
    projectId: env.CONTENT_PROJECT_ID?.trim() || 'shoplocal',
    dataset: env.CONTENT_DATASET?.trim() || 'production',
    apiHost: (env.CONTENT_LAKE_URL?.trim() || 'http://127.0.0.1:3900').replace(/\/+$/, ''),
    token: null,
    previewToken: env.CONTENT_LAKE_READ_TOKEN?.trim() || LOCAL_LAKE_DEFAULT_READ_TOKEN,
  };
}
