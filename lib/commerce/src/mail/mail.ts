// The port for sending transactional mail (order confirmations, password resets…). Commerce code depends on this
// interface only; `postmark.ts` is the HTTP adapter a real provider's URL and server token plug into.

export interface OutgoingMail {
  /** `Name <address>` or a bare address. */
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Groups messages of one kind at the provider (e.g. `order-confirmation`). */
  tag?: string;
  /** Up to 10 short key/value pairs kept with the message (e.g. the order number), never personal data. */
  metadata?: Record<string, string>;
  replyTo?: string;
}

export interface SentMail {
  /** The provider's id for the message. */
  messageId: string;
  submittedAt: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<SentMail>;
}

/**
 * The provider refused or could not be reached. `retryable` is true for outages, timeouts and rate limits (sending
 * again later may work), false when the message itself was refused (sending it again will not).
 */
export class MailSendError extends Error {
  readonly status: number | undefined;
  readonly providerCode: number | undefined;
  /** What the provider said; it may quote addresses, so it is kept off the message (and out of logs). */
  readonly providerMessage: string | undefined;
  readonly retryable: boolean;

  constructor(
    message: string,
    options: { status?: number; providerCode?: number; providerMessage?: string; retryable: boolean; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'MailSendError';
    this.status = options.status;
    this.providerCode = options.providerCode;
    this.providerMessage = options.providerMessage;
    this.retryable = options.retryable;
  }
}
