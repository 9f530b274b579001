'use client';

import { Button } from '@shop/ui/button';
import { LazySideSheet, preloadSideSheet } from '@shop/ui/lazy-side-sheet';
import { type ReactNode, Suspense, useState } from 'react';

/**
 * The "Size guide" button and the sheet it opens. The guide itself (table and copy) is rendered on the server and
 * passed in as children, and the sheet's code loads on first use (or when the button is pointed at or focused), so
 * the page ships little more than the button. Focus moves into the sheet and is trapped there; Escape or the close
 * button closes it and focus returns to the button.
 */
export function SizeGuideSheet({ title, children }: { title: string; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-haspopup="dialog"
        onPointerEnter={preloadSideSheet}
        onFocus={preloadSideSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Size guide
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <LazySideSheet isOpen={isOpen} onOpenChange={setOpen} title={title} placement="right">
            {children}
          </LazySideSheet>
        </Suspense>
      ) : null}
    </>
  );
}
