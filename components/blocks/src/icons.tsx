// Small decorative icons for text blocks; always hidden from assistive technology.

export function InfoIcon({ className }: { className?: string }) {
  return (
    <svg className={className} width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M11 10v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="11" cy="6.5" r="1.3" fill="currentColor" />
    </svg>
  );
}

export function TickIcon({ className }: { className?: string }) {
  return (
    <svg className={className} width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="m6.5 11.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function WarningIcon({ className }: { className?: string }) {
  return (
    <svg className={className} width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <path d="M11 2.5 20.5 19h-19z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M11 8.5v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="11" cy="16.2" r="1.2" fill="currentColor" />
    </svg>
  );
}

export function BagIcon({ className }: { className?: string }) {
  return (
    <svg className={className} width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <path d="M10 18h36l-3 30H13z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M20 22v-6a8 8 0 0 1 16 0v6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
