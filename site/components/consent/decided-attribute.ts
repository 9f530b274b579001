/**
 * The `<html>` attribute the pre-paint script (`consentDecidedScript` in lib/consent/consent.ts) sets when the browser
 * holds a consent choice. On its own module, without imports, so the banner's stylesheet can use it too.
 */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';
/** On the banner until it has read the cookie itself: the server's HTML shows it to everyone. */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending';
