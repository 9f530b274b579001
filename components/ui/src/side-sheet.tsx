'use client';

import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import * as styles from './side-sheet.css.ts';

export interface SideSheetTab {
  id: string;
  label: string;
  content: ReactNode;
}

/** One level of a layered sheet: a layer above the first gets a back button that returns to the one below. */
export interface SideSheetLayer {
  id: string;
  title: string;
  content: ReactNode;
}

export interface SideSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The sheet's heading (and its dialog's accessible name). With `layers`, the top layer's title is used. */
  title: string;
  /** Side on wide screens; `bottom` slides up. On small screens a sheet is full screen unless `fullScreenOnSmall` is false. */
  placement?: 'right' | 'left' | 'bottom';
  fullScreenOnSmall?: boolean;
  /** Shows a back button before the heading. */
  onBack?: () => void;
  backLabel?: string;
  /** Picture across the top of the sheet (decorative unless `alt` is given). */
  headerImage?: { src: string; alt?: string };
  /** Tabbed content (keyboard: arrow keys between tabs). */
  tabs?: SideSheetTab[];
  /** Stacked layers, first at the bottom; the back button calls `onBack` (pop the top layer there). */
  layers?: SideSheetLayer[];
  /** Sticky actions at the bottom (e.g. "View results"). */
  footer?: ReactNode;
  children?: ReactNode;
  /** Dismiss by clicking outside; defaults to true. */
  isDismissable?: boolean;
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function BackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The shop's slide-up / side panel (spec §2) on react-aria's Modal and Dialog: focus moves in and is trapped while
 * open, Escape and the close button close it, focus returns to whatever opened it, and the page behind is inert.
 */
export function SideSheet({
  isOpen,
  onOpenChange,
  title,
  placement = 'right',
  fullScreenOnSmall = true,
  onBack,
  backLabel = 'Back',
  headerImage,
  tabs,
  layers,
  footer,
  children,
  isDismissable = true,
}: SideSheetProps) {
  const top = layers?.at(-1);
  const heading = top?.title ?? title;
  const showBack = Boolean(onBack) && (!layers || layers.length > 1);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={false}
      className={styles.overlay}
    >
      <Modal
        className={`${styles.sheet} ${styles.placement[placement]} ${fullScreenOnSmall ? styles.fullScreenSmall : ''}`}
      >
        <Dialog className={styles.dialog} aria-label={heading}>
          {({ close }) => (
            <>
              {headerImage ? (
                <img className={styles.headerImage} src={headerImage.src} alt={headerImage.alt ?? ''} />
              ) : null}
              <div className={styles.header}>
                {showBack ? (
                  <button type="button" className={styles.iconButton} onClick={onBack} aria-label={backLabel}>
                    <BackIcon />
                  </button>
                ) : null}
                <Heading slot="title" className={styles.title}>
                  {heading}
                </Heading>
                <button type="button" className={styles.iconButton} onClick={close} aria-label="Close">
                  <CloseIcon />
                </button>
              </div>
              <div className={styles.body}>
                {top ? (
                  <div key={top.id}>{top.content}</div>
                ) : tabs?.length ? (
                  <Tabs className={styles.tabs}>
                    <TabList aria-label={`${heading} sections`} className={styles.tabList}>
                      {tabs.map((tab) => (
                        <Tab key={tab.id} id={tab.id} className={styles.tab}>
                          {tab.label}
                        </Tab>
                      ))}
                    </TabList>
                    {tabs.map((tab) => (
                      <TabPanel key={tab.id} id={tab.id} className={styles.tabPanel}>
                        {tab.content}
                      </TabPanel>
                    ))}
                  </Tabs>
                ) : null}
                {children}
              </div>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
