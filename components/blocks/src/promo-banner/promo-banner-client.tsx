'use client';

import { PortableText } from '@portabletext/react';
import { visuallyHidden } from '@shop/ui/styles/layout.css';
import { type MouseEvent, useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import useSWR from 'swr';
import { z } from 'zod';
import { useSiteFetch } from '../site-fetch.tsx';
import * as styles from './promo-banner.css.ts';

/** The answer of GET /api/cms/banner-terms?name=: a title and the terms as Portable Text (or plain text). */
const bannerTerms = z.object({
  title: z.string().nullish(),
  body: z.union([z.string(), z.array(z.looseObject({ _type: z.string() }))]).nullish(),
});

export const TERMS_ERROR_MESSAGE = 'Sorry, we couldn’t load these terms. Please try again later.';

function termsUrl(name: string): string {
  return `/api/cms/banner-terms?name=${encodeURIComponent(name)}`;
}

/** Keeps `?terms=<name>` in the address while the terms are open, so the link can be shared and reopened. */
function setTermsParam(name: string | null) {
  const url = new URL(window.location.href);
  if (name) url.searchParams.set('terms', name);
  else url.searchParams.delete('terms');
  window.history.replaceState(window.history.state, '', url);
}

function TermsBody({ name }: { name: string }) {
  const siteFetch = useSiteFetch();
  const { data, error, isLoading } = useSWR(termsUrl(name), (url: string) => siteFetch<unknown>(url));
  if (error) return <p className={styles.error}>{TERMS_ERROR_MESSAGE}</p>;
  if (isLoading || data === undefined) return <p className={styles.status}>Loading terms…</p>;
  const parsed = bannerTerms.safeParse(data);
  if (!parsed.success || !parsed.data.body) return <p className={styles.error}>{TERMS_ERROR_MESSAGE}</p>;
  const { body, title } = parsed.data;
  return (
    <div className={styles.terms}>
      {title ? <p className={styles.termsTitle}>{title}</p> : null}
      {typeof body === 'string' ? (
        body.split(/\n{2,}/).map((paragraph) => <p key={paragraph}>{paragraph}</p>)
      ) : (
        <PortableText value={body} />
      )}
    </div>
  );
}

/** "Terms apply": a real link to `?terms=<name>` that opens the terms in a modal dialog. */
export function PromoTermsLink({ name, promotion }: { name: string; promotion: string }) {
  const [isOpen, setOpen] = useState(false);

  // A shared link with ?terms=<name> opens straight onto the terms.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('terms') === name) setOpen(true);
  }, [name]);

  const openChange = (open: boolean) => {
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
      <a className={styles.link} href={`?terms=${encodeURIComponent(name)}`} onClick={onClick} aria-haspopup="dialog">
        Terms apply<span className={visuallyHidden}>: {promotion}</span>
      </a>
      <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={openChange} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            <div className={styles.dialogHead}>
              <Heading slot="title" className={styles.dialogTitle}>
                Terms and conditions
              </Heading>
              <Button slot="close" className={styles.close} aria-label="Close terms">
                <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
                  <path d="M4 4l10 10M14 4 4 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Button>
            </div>
            <p className={styles.status}>{promotion}</p>
            <TermsBody name={name} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
