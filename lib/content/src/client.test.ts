import { describe, expect, it } from 'vitest';
import { createContentClient } from './client.ts';
import { contentConfig } from './config.ts';

describe('content client factory', () => {
  it('targets the local lake by default, published perspective, no CDN, no stega', () => {
    const config = contentConfig({});
    expect(config).toEqual({
      mode: 'local',
      projectId: 'shoplocal',
      dataset: 'production',
      apiHost: 'http://127.0.0.1:3900',
      token: null,
      // Draft mode reads with the lake's read-only token (same .env), never the published client.
      previewToken: 'local-dev-read-token-change-me',
    });
    const client = createContentClient(config).config();
    expect(client).toMatchObject({
      apiHost: 'http://127.0.0.1:3900',
      useProjectHostname: false,
      useCdn: false,
      apiVersion: '2025-02-19',
      perspective: 'published',
      projectId: 'shoplocal',
      dataset: 'production',
    });
    expect(client.stega.enabled).toBe(false);
    expect(client.url).toBe('http://127.0.0.1:3900/v2025-02-19');
  });

  it('previews locally with CONTENT_LAKE_READ_TOKEN and never with the administrator CONTENT_LAKE_TOKEN', () => {
    expect(
      contentConfig({ CONTENT_LAKE_TOKEN: 'admin-token', CONTENT_LAKE_READ_TOKEN: ' viewer-token ' }),
    ).toMatchObject({ token: null, previewToken: 'viewer-token' });
    expect(contentConfig({ CONTENT_LAKE_TOKEN: 'admin-token' }).previewToken).toBe('local-dev-read-token-change-me');
  });

  it('targets the hosted lake when a Sanity project is configured', () => {
    const config = contentConfig({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'staging',
      SANITY_API_READ_TOKEN: 'secret',
      CONTENT_LAKE_URL: 'http://x',
    });
    expect(config).toMatchObject({
      mode: 'hosted',
      projectId: 'abc123',
      dataset: 'staging',
      apiHost: null,
      token: 'secret',
      previewToken: 'secret',
    });
    const client = createContentClient(config).config();
    expect(client.useProjectHostname).toBe(true);
    expect(client.url).toBe('https://abc123.api.sanity.io/v2025-02-19');
    expect(client.token).toBe('secret');
  });
});
