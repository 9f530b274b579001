'use client';

import dynamic from 'next/dynamic';

/**
 * The preview bar and visual editing in their own chunk: the layout's shared client code only holds this loader, so a
 * published visitor's browser never downloads the preview code (it is fetched when the bridge is rendered, in draft
 * mode only).
 */
export const PreviewBridgeLoader = dynamic(() =>
  import('./preview-bridge-client.tsx').then((module) => module.PreviewBridgeClient),
);
