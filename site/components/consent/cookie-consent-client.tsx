'use client';

// The cookie consent banner (spec §9: categories 1 to 5), its copy from the brand settings in the CMS. Non-modal, at
// the foot of the window: the shop stays usable while it asks. Shown until the shopper chooses (accept all, reject
// the optional ones, or pick categories under "Manage settings"); the choice is the `cookieConsent` cookie, so the
// banner stays away on later visits. The footer's "Cookie settings" button opens it again with the choices shown
// and focus on its heading; after saving, focus goes back to that button.
import type { ConsentCategory, ConsentCopy } from '@shop/content/brand-shell';
import { Button } from '@shop/ui/button';
import { container } from '@shop/ui/styles/layout.css';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { browserStorage } from '@/lib/client/storage.ts';
import { clearWithheld, OPEN_CONSENT_EVENT, readConsent, saveConsent } from '@/lib/consent/consent.ts';
import * as styles from './cookie-consent.css.ts';
import { CONSENT_PENDING_ATTRIBUTE } from './decided-attribute.ts';

const ALL: ConsentCategory[] = [1, 2, 3, 4, 5];

/**
 * The banner is in the server's HTML for every visitor, so the page can be served from a shared cache and a first
 * visit paints it with the page (its largest text: waiting for hydration to show it delayed the largest paint by
 * seconds). A shopper who chose already never sees it: the head's script (`consentDecidedScript`) marks the page before
 * it paints, and the banner's stylesheet hides it while it is `pending`, until it has read the cookie here.
 */
export function CookieConsent({ copy }: { copy: ConsentCopy }) {
  const [open, setOpen] = useState(true);
  const [pending, setPending] = useState(true);
  const [managing, setManaging] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<ConsentCategory>>(new Set([1]));
  const heading = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const focusHeading = useRef(false);
  const id = useId();

  useEffect(() => {
    const consent = readConsent();
    // Anything a refused category wrote (before the choice, or before it was withdrawn) goes now.
    clearWithheld(consent, browserStorage('local'));
    setChosen(consent.allowed);
    setOpen(!consent.decided);
    setPending(false);
    const reopen = () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setChosen(readConsent().allowed);
      setManaging(true);
      setOpen(true);
      focusHeading.current = true;
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (open && focusHeading.current) {
      focusHeading.current = false;
      heading.current?.focus();
    }
  });

  const close = useCallback(() => {
    setOpen(false);
    setManaging(false);
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  }, []);

  const finish = (allowed: Iterable<ConsentCategory>) => {
    saveConsent(allowed, browserStorage('local'));
    close();
  };

  if (!open) return null;
  const headingId = `${id}-heading`;
  return (
    <section
      className={styles.banner}
      aria-labelledby={headingId}
      data-testid="cookie-consent"
      {...(pending ? { [CONSENT_PENDING_ATTRIBUTE]: '' } : {})}
      onKeyDown={(event) => {
        // Once a choice exists, Esc closes the re-opened banner without changing it.
        if (event.key === 'Escape' && readConsent().decided) {
          event.preventDefault();
          close();
        }
      }}
    >
      <div className={`${container} ${styles.inner}`}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          {copy.heading}
        </h2>
        <p className={styles.body}>
          {copy.body}{' '}
          {copy.policyLink ? (
            <a className={styles.link} href={copy.policyLink}>
              Read our cookie policy
            </a>
          ) : null}
        </p>
        {managing ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Choose the cookies we may use</legend>
            {copy.categories.map((category) => {
              const inputId = `${id}-category-${category.category}`;
              return (
                <div className={styles.category} key={category.category}>
                  <input
                    type="checkbox"
                    id={inputId}
                    className={styles.checkbox}
                    name="category"
                    value={category.category}
                    checked={category.required || chosen.has(category.category)}
                    disabled={category.required}
                    aria-describedby={`${inputId}-description`}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.currentTarget.checked) next.add(category.category);
                      else next.delete(category.category);
                      setChosen(next);
                    }}
                  />
                  <label htmlFor={inputId} className={styles.label}>
                    {category.title}
                    {category.required ? ' (always on)' : ''}
                  </label>
                  <p id={`${inputId}-description`} className={styles.description}>
                    {category.description}
                  </p>
                </div>
              );
            })}
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={() => finish(ALL)}>{copy.acceptLabel}</Button>
          <Button variant="secondary" onClick={() => finish([1])}>
            {copy.rejectLabel}
          </Button>
          {managing ? (
            <Button variant="secondary" onClick={() => finish(chosen)}>
              {copy.saveLabel}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setManaging(true)}>
              {copy.manageLabel}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

/** The footer's "Cookie settings": re-opens the banner. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      Cookie settings
    </button>
  );
}
