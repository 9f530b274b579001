import { describePerspective } from '@shop/content/preview';
import { Suspense } from 'react';
import { previewState } from '@/lib/preview/server.ts';
import { PreviewBridgeLoader } from './preview-bridge-loader.tsx';

/**
 * The preview bar and visual editing, in draft mode only: a published visitor's page renders nothing here and loads
 * none of the preview code.
 */
export async function PreviewBridge() {
  const preview = await previewState();
  if (!preview.enabled) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBridgeLoader showing={describePerspective(preview.perspective)} />
    </Suspense>
  );
}
