// HTTP adapter for a Postmark-compatible provider: `POST {baseUrl}/email` with the server token. Locally the base URL
// is the sandbox's outbox; in production, https://api.postmarkapp.com and a real server token.
import { MailSendError, type MailSender, type OutgoingMail, type SentMail } from './mail.ts';

export interface PostmarkOptions {
  baseUrl: string;
  serverToken: string;
  /** Gives up after this long (default 10 s); the caller decides whether to try again. */
  timeoutMs?: number;
  /** The message stream at the provider (default `outbound`, its transactional stream). */
  messageStream?: string;
  fetch?: typeof fetch;
}

interface ProviderAnswer {
  ErrorCode?: number;
  Message?: string;
  MessageID?: string;
  SubmittedAt?: string;
}

export function postmarkMailSender(options: PostmarkOptions): MailSender {
  const doFetch = options.fetch ?? fetch;
  const endpoint = new URL('email', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  return {
    async send(mail: OutgoingMail): Promise<SentMail> {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'x-postmark-server-token': options.serverToken,
          },
          body: JSON.stringify({
            From: mail.from,
            To: mail.to,
            Subject: mail.subject,
            HtmlBody: mail.html,
            TextBody: mail.text,
            Tag: mail.tag,
            Metadata: mail.metadata,
            ReplyTo: mail.replyTo,
            MessageStream: options.messageStream ?? 'outbound',
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          redirect: 'error',
        });
      } catch (cause) {
        throw new MailSendError('The mail provider could not be reached.', { retryable: true, cause });
      }
      const answer = (await response.json().catch(() => ({}))) as ProviderAnswer;
      if (response.ok && answer.ErrorCode === 0 && answer.MessageID) {
        return { messageId: answer.MessageID, submittedAt: answer.SubmittedAt ?? new Date().toISOString() };
      }
      // The provider's own words may quote the recipient, so they stay out of the error message that reaches logs.
      throw new MailSendError(
        `The mail provider refused the message (HTTP ${response.status}, error ${answer.ErrorCode ?? '?'}).`,
        {
          status: response.status,
          providerCode: answer.ErrorCode,
          providerMessage: answer.Message,
          retryable: response.status >= 500 || response.status === 429,
        },
      );
    },
  };
}
