// The provider's own small client for a Postmark-compatible mail API (`POST /email` with the server token). The
// identity provider stands alone, so it does not share the shop's commerce adapter; locally it sends to the
// sandbox's outbox, in production to the real provider.

export interface MailSettings {
  /** Base URL of the provider's API (locally the sandbox, http://127.0.0.1:3200). */
  apiUrl: string;
  serverToken: string;
  /** The address mail comes from; the brand's name is put in front of it. */
  fromAddress: string;
}

export interface Mail {
  fromName: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  tag: string;
  metadata?: Record<string, string>;
}

export type MailSend = (mail: Mail) => Promise<{ messageId: string }>;

/** The mail server token's development value (.env.example); a production deployment refuses it (server.ts). */
export const DEV_MAIL_SERVER_TOKEN = 'shop-local-mail-token';

export const defaultMailSettings = (env: NodeJS.ProcessEnv = process.env): MailSettings => ({
  apiUrl: env.MAIL_API_URL || 'http://127.0.0.1:3200',
  serverToken: env.MAIL_SERVER_TOKEN?.split(',')[0]?.trim() || DEV_MAIL_SERVER_TOKEN,
  fromAddress: env.MAIL_FROM_ADDRESS || 'no-reply@shop.example.com',
});

/** A sender; it throws when the provider refuses or cannot be reached (without quoting the recipient). */
export function mailSender(settings: MailSettings, timeoutMs = 10_000): MailSend {
  const endpoint = new URL('email', settings.apiUrl.endsWith('/') ? settings.apiUrl : `${settings.apiUrl}/`);
  return async (mail) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-postmark-server-token': settings.serverToken,
      },
      body: JSON.stringify({
        From: `${mail.fromName.replace(/["<>\r\n]/g, '')} <${settings.fromAddress}>`,
        To: mail.to,
        Subject: mail.subject,
        HtmlBody: mail.html,
        TextBody: mail.text,
        Tag: mail.tag,
        Metadata: mail.metadata,
        MessageStream: 'outbound',
      }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const answer = (await response.json().catch(() => ({}))) as { ErrorCode?: number; MessageID?: string };
    if (!response.ok || answer.ErrorCode !== 0 || !answer.MessageID) {
      throw new Error(`mail provider refused the message (HTTP ${response.status}, error ${answer.ErrorCode ?? '?'})`);
    }
    return { messageId: answer.MessageID };
  };
}
