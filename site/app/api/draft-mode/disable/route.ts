import { PERSPECTIVE_COOKIE } from '@shop/content/preview';
import { cookies, draftMode } from 'next/headers';
import { withoutVse } from '@/lib/preview/vse.ts';
import { safeRedirectPath } from '@/lib/session/redirect.ts';

/**
 * next-sanity's marker: the preview was switched on inside a cross-site frame (the Studio's Presentation tool), so
 * its cookies are CHIPS-partitioned (`Partitioned`), the only kind a browser blocking third-party cookies keeps there.
 */
const PARTITIONED_COOKIE = 'sanity-preview-partitioned';
const PRERENDER_BYPASS_COOKIE = '__prerender_bypass';

/**
 * GET /api/draft-mode/disable?redirectTo=<path>: leaves the preview (draft-mode and perspective cookies cleared)
 * and goes back to the page the editor was on, now as a visitor sees it. Only same-site paths are followed.
 */
export async function GET(request: Request): Promise<Response> {
  const jar = await cookies();
  if (jar.has(PARTITIONED_COOKIE)) {
    // A partitioned cookie is only removed by a partitioned Set-Cookie (Next's disable() writes an unpartitioned one).
    for (const name of [PRERENDER_BYPASS_COOKIE, PERSPECTIVE_COOKIE, PARTITIONED_COOKIE]) {
      jar.set({
        name,
        value: '',
        expires: new Date(0),
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'none',
        partitioned: true,
      });
    }
  } else {
    (await draftMode()).disable();
    if (jar.has(PERSPECTIVE_COOKIE)) jar.delete(PERSPECTIVE_COOKIE);
  }
  return new Response(null, {
    status: 307,
    headers: { location: withoutVse(safeRedirectPath(returnPath(request))), 'cache-control': 'private, no-store' },
  });
}

/** `redirectTo`, else the page the request came from on this same host, else the home page. */
function returnPath(request: Request): string | null {
  const url = new URL(request.url);
  const asked = url.searchParams.get('redirectTo');
  if (asked) return asked;
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === request.headers.get('host') ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}
