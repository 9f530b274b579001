'use client';
// The promo banner's terms dialog and its body. Loaded lazily by promo-banner-client.tsx on first open (or when the
// "Terms apply" link is pointed at or focused), so react-aria's modal, Portable Text and the fetch stay out of the
// page's first load.
import { PortableText } from '@portabletext/react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import useSWR from 'swr';
import { useSiteFetch } from '../site-fetch.tsx';
import * as styles from './promo-banner.css.ts';
import { isBannerTerms, TERMS_ERROR_MESSAGE, termsUrl } from './terms.ts';

function TermsBody({ name }: { name: string }) {
  const siteFetch = useSiteFetch();
  const { data, error, isLoading } = useSWR(termsUrl(name), (url: string) => siteFetch<unknown>(url));
  if (error) return <p className={styles.error}>{TERMS_ERROR_MESSAGE}</p>;
  if (isLoading || data === undefined) return <p className={styles.status}>Loading terms…</p>;
  if (!isBannerTerms(data) || !data.body) return <p className={styles.error}>{TERMS_ERROR_MESSAGE}</p>;
  const { body, title } = data;
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

export function TermsDialog({
  name,
  promotion,
  isOpen,
  onOpenChange,
}: {
  name: string;
  promotion: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
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
  );
}
