'use client';
// The side sheet, loaded on first use: react-aria's modal, dialog and tabs stay out of a page's first load. Render
// `LazySideSheet` (inside a Suspense boundary) once the shopper first asks for the sheet, and call `preloadSideSheet`
// when its button is pointed at or focused, so the sheet usually opens without waiting.
import { lazy } from 'react';

const load = () => import('./side-sheet.tsx');

export const LazySideSheet = lazy(() => load().then((module) => ({ default: module.SideSheet })));

export function preloadSideSheet(): void {
  load().catch(() => undefined); // a failed preload is retried by the lazy component when it renders
}
