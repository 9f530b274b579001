import { previewClientConfig } from '@shop/content/client';
import { createLogger } from '@shop/runtime/log';
import { unstable_rethrow } from 'next/navigation';
import { createClient } from 'next-sanity';
import { defineEnableDraftMode, type EnableDraftMode } from 'next-sanity/draft-mode';
import { json } from '@/lib/http/route.ts';
import { withPreviewSession } from '@/lib/preview/enable.ts';

const log = createLogger('site').child({ component: 'preview' });

/**
 * GET /api/draft-mode/enable: the Presentation tool's preview URL. next-sanity checks the `sanity-preview-secret`
 * against the `sanity.previewUrlSecret` documents in the lake (read with the preview token), switches Next draft
 * mode on (an httpOnly cookie) and redirects to the page asked for, which we mark with the spec's `vse` parameter.
 * A wrong or expired secret is a 401 and sets nothing.
 */

let enableDraftMode: EnableDraftMode | null = null;

export async function GET(request: Request): Promise<Response> {
  try {
    enableDraftMode ??= defineEnableDraftMode({ client: createClient(previewClientConfig()) });
  } catch (error) {
    log.error({ err: error }, 'draft mode is not configured');
    return json({ code: 'PREVIEW_NOT_CONFIGURED', message: 'Preview is not available on this site.' }, { status: 404 });
  }
  try {
    return await enableDraftMode.GET(new Request(withPreviewSession(request.url), request));
  } catch (error) {
    unstable_rethrow(error); // the redirect to the previewed page
    log.error({ err: error }, 'could not check the preview secret');
    return json(
      { code: 'CONTENT_UNAVAILABLE', message: 'Preview is unavailable right now. Please try again.' },
      { status: 503 },
    );
  }
}
