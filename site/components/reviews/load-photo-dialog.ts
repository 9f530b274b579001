// The reviews' photo dialogs (photo-dialog.tsx) load on first open; a thumbnail pointed at or focused preloads them.
// One loader for both the customer photo gallery and a review's photos, so they share one chunk.
import { lazy } from 'react';

const loadPhotoDialog = () => import('./photo-dialog.tsx');

export const CustomerPhotoLightbox = lazy(() =>
  loadPhotoDialog().then((module) => ({ default: module.CustomerPhotoLightbox })),
);
export const ReviewPhotoDialog = lazy(() =>
  loadPhotoDialog().then((module) => ({ default: module.ReviewPhotoDialog })),
);

export function preloadPhotoDialog() {
  loadPhotoDialog().catch(() => undefined); // a failed preload is retried by the lazy component on open
}
