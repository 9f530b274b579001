'use client';

import { visuallyHidden } from '@shop/ui/styles/layout.css';
import { lazy, type MouseEvent, Suspense, useEffect, useState } from 'react';
import * as styles from './promo-banner.css.ts';

const loadDialog = () => import('./terms-dialog.tsx');
const TermsDialog = lazy(() => loadDialog().then((module) => ({ default: module.TermsDialog })));
const preloadDialog = () => {
  loadDialog().catch(() => undefined); // a failed preload is retried by the lazy component on open
};

/** Keeps `?terms=<name>` in the address while the terms are open, so the link can be shared and reopened. */
function setTermsParam(name: string | null) {
  const url = new URL(window.location.href);
  if (name) url.searchParams.set('terms', name);
  else url.searchParams.delete('terms');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * "Terms apply": a real link to `?terms=<name>` that opens the terms in a modal dialog. The dialog (react-aria's
 * modal, the terms fetch and Portable Text) loads on first open, or when the link is pointed at or focused.
 */
export function PromoTermsLink({ name, promotion }: { name: string; promotion: string }) {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  // A shared link with ?terms=<name> opens straight onto the terms.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('terms') !== name) return;
    preloadDialog();
    setWanted(true);
    setOpen(true);
  }, [name]);

  const openChange = (open: boolean) => {
    if (open) setWanted(true);
    setOpen(open);
    setTermsParam(open ? name : null);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openChange(true);
  };

  return (
    <>
      <a
        className={styles.link}
        href={`?terms=${encodeURIComponent(name)}`}
        onClick={onClick}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        aria-haspopup="dialog"
      >
        Terms apply<span className={visuallyHidden}>: {promotion}</span>
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <TermsDialog name={name} promotion={promotion} isOpen={isOpen} onOpenChange={openChange} />
        </Suspense>
      ) : null}
    </>
  );
}
