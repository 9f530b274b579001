'use client';
// Step 4, the documents: the pre-contract credit information, the adequate explanation and the credit agreement, each
// in its own scrolling region with a PDF copy. Where the product forces it (isPcciForceScrollEnabled) "Continue" waits
// until the pre-contract information has been scrolled to its end. The HTML is the shop's own, escaped server-side.
import { Button } from '@shop/ui/button';
import { type UIEvent, useEffect, useRef, useState } from 'react';
import { callFailure } from '@/lib/checkout/client-api.ts';
import { type CreditDocumentAnswer, documentPdf, fetchDocuments } from '@/lib/credit/client.ts';
import * as bag from '../bag/bag.css.ts';
import * as checkout from '../checkout/checkout.css.ts';
import * as styles from './credit-application.css.ts';

const NAMES: Record<CreditDocumentAnswer['documentType'], string> = {
  pcci: 'Pre-contract credit information',
  explanation: 'Adequate explanation',
  agreement: 'Credit agreement',
};

/** Scrolled to its end (or too short to scroll). */
const atEnd = (box: HTMLElement) => box.scrollTop + box.clientHeight >= box.scrollHeight - 8;

export function DocumentsStep({
  creditLimit,
  tradingTitle,
  forceScroll,
  customerName,
  customerAddress,
  onDone,
}: {
  creditLimit: number;
  tradingTitle: string;
  forceScroll: boolean;
  customerName: string;
  customerAddress: string;
  onDone(): void;
}) {
  const [documents, setDocuments] = useState<CreditDocumentAnswer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pcciRead, setPcciRead] = useState(!forceScroll);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const pcciBox = useRef<HTMLElement>(null);

  useEffect(() => {
    let current = true;
    fetchDocuments(creditLimit, tradingTitle)
      .then((answers) => current && setDocuments(answers))
      .catch((failure: unknown) => current && setError(callFailure(failure).message));
    return () => {
      current = false;
    };
  }, [creditLimit, tradingTitle]);

  useEffect(() => {
    if (documents && pcciBox.current && atEnd(pcciBox.current)) setPcciRead(true);
  }, [documents]);

  async function openPdf(kind: CreditDocumentAnswer['documentType']) {
    setPdfError(null);
    try {
      const blob = await documentPdf(kind, { credit: creditLimit, tradingTitle, customerName, customerAddress });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${NAMES[kind].toLowerCase().replaceAll(' ', '-')}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setPdfError('Sorry, we can’t make the PDF right now. Please try again.');
    }
  }

  if (error) {
    return (
      <p className={bag.notice.error} role="alert">
        {error}
      </p>
    );
  }
  if (!documents) {
    return (
      <p className={bag.muted} role="status">
        Loading your documents…
      </p>
    );
  }
  return (
    <div className={checkout.section}>
      <p className={bag.muted}>
        Please read these documents before you decide. They are personal to you and show the cost of the credit.
      </p>
      {documents.map((doc) => (
        <section key={doc.documentType} className={checkout.section} aria-labelledby={`doc-${doc.documentType}`}>
          <h3 id={`doc-${doc.documentType}`} className={styles.legend}>
            {NAMES[doc.documentType]}
          </h3>
          <section
            ref={doc.documentType === 'pcci' ? pcciBox : undefined}
            aria-label={`${NAMES[doc.documentType]} (scrollable)`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it
            tabIndex={0}
            className={styles.documentBox}
            data-testid={`document-${doc.documentType}`}
            onScroll={
              doc.documentType === 'pcci'
                ? (event: UIEvent<HTMLElement>) => {
                    if (atEnd(event.currentTarget)) setPcciRead(true);
                  }
                : undefined
            }
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own document, every text escaped server-side
            dangerouslySetInnerHTML={{ __html: doc.html }}
          />
          <div className={checkout.actions}>
            <Button variant="secondary" size="small" onClick={() => openPdf(doc.documentType)}>
              Download the {NAMES[doc.documentType].toLowerCase()} (PDF)
            </Button>
          </div>
        </section>
      ))}
      {pdfError ? (
        <p className={bag.notice.error} role="alert">
          {pdfError}
        </p>
      ) : null}
      {pcciRead ? null : (
        <p id="pcci-scroll-hint" className={bag.notice.info}>
          Scroll to the end of the pre-contract credit information to continue.
        </p>
      )}
      <div className={checkout.actions}>
        <Button onClick={onDone} disabled={!pcciRead} aria-describedby={pcciRead ? undefined : 'pcci-scroll-hint'}>
          Continue
        </Button>
      </div>
    </div>
  );
}
