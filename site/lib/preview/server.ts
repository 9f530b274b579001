import 'server-only';
import { PERSPECTIVE_COOKIE, type ReadPerspective, readPerspective } from '@shop/content/preview';
import { cookies, draftMode } from 'next/headers';

/**
 * Whether this request is an editor's preview (Next draft mode, switched on by /api/draft-mode/enable after the
 * Presentation tool's secret checked out) and, if so, which perspective its content reads use. Published visitors
 * (no draft-mode cookie) always get `published`, whatever else they send.
 */

export interface PreviewState {
  enabled: boolean;
  perspective: ReadPerspective;
}

const PUBLISHED: PreviewState = { enabled: false, perspective: 'published' };

export async function previewState(): Promise<PreviewState> {
  let enabled: boolean;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    // Outside a request (tests, scripts) there is no draft mode.
    return PUBLISHED;
  }
  if (!enabled) return PUBLISHED;
  const cookie = (await cookies()).get(PERSPECTIVE_COOKIE)?.value;
  return { enabled: true, perspective: readPerspective(true, cookie) };
}
