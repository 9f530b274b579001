'use client';
import { useEffect } from 'react';

/** The shop restores scroll positions itself (listing memory), so the browser's automatic restoration is off. */
export function ManualScrollRestoration() {
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  return null;
}
