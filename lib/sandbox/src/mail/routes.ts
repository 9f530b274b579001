// The transactional-mail provider's HTTP contract (Postmark's): `POST /email` with the server token in
// `X-Postmark-Server-Token`, answered with a MessageID; the outbound-messages API to read what was sent; and the
// outbox pages for people. Nothing is delivered: every accepted message lands in the outbox.
import type { ServerResponse } from 'node:http';
import { HttpError, header, readBody, sendJson, sendText } from '../http.ts';
import type { RequestContext, Router } from '../router.ts';
import { createClientKeyCheck } from '../token-check.ts';
import { checkSendRequest, type StoredMessage } from './message.ts';
import { messagePage, notFoundPage, outboxPage } from './pages.ts';
import type { Outbox } from './store.ts';

export const SERVER_TOKEN_HEADER = 'x-postmark-server-token';
/** The provider's cap on one request body (its messages may carry up to 10 MB with attachments). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface MailRoutesOptions {
  outbox: Outbox;
  serverTokens: readonly string[];
}

/** The provider's error answer: `{ ErrorCode, Message }` with its HTTP status. */
function providerError(res: ServerResponse, status: number, errorCode: number, message: string): void {
  sendJson(res, status, { ErrorCode: errorCode, Message: message });
}

const summary = (message: StoredMessage) => ({
  MessageID: message.MessageID,
  ReceivedAt: message.ReceivedAt,
  From: message.From,
  To: message.To,
  Cc: message.Cc,
  Bcc: message.Bcc,
  Recipients: [...message.To, ...message.Cc, ...message.Bcc].map((box) => box.Email),
  Subject: message.Subject,
  Tag: message.Tag,
  Metadata: message.Metadata,
  MessageStream: message.MessageStream,
  Status: 'Sent',
});

const details = (message: StoredMessage) => ({
  ...summary(message),
  ReplyTo: message.ReplyTo,
  HtmlBody: message.HtmlBody,
  TextBody: message.TextBody,
  Headers: message.Headers,
  MessageEvents: [],
});

function intParam(value: string | null, fallback: number, max: number): number | undefined {
  if (value === null || value === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= max ? parsed : undefined;
}

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'self'",
  'referrer-policy': 'no-referrer',
};

export function registerMailRoutes(router: Router, options: MailRoutesOptions): void {
  const { outbox } = options;
  const isValidToken = createClientKeyCheck(options.serverTokens);

  /** Answers 401 (the provider's error 10) unless the server token is right; true when the caller may go on. */
  const authorised = (ctx: RequestContext): boolean => {
    if (isValidToken(header(ctx.req, SERVER_TOKEN_HEADER))) return true;
    providerError(ctx.res, 401, 10, 'Request does not contain a valid Server token.');
    return false;
  };

  router.post('/email', async (ctx) => {
    if (!authorised(ctx)) return;
    const type = header(ctx.req, 'content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) {
      providerError(ctx.res, 415, 409, "JSON data required. Set the 'Content-Type' header to 'application/json'.");
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(ctx.req, MAX_BODY_BYTES)).toString('utf8'));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      providerError(ctx.res, 422, 402, 'Received invalid JSON input.');
      return;
    }
    const checked = checkSendRequest(body);
    if (!checked.ok) {
      providerError(ctx.res, 422, 300, `Invalid email request: ${checked.message}`);
      return;
    }
    const stored = outbox.add(checked.message);
    ctx.log.info('mail accepted', { messageId: stored.MessageID, tag: stored.Tag, recipients: stored.To.length });
    sendJson(ctx.res, 200, {
      To: stored.To.map((box) => box.Email).join(', '),
      SubmittedAt: stored.ReceivedAt,
      MessageID: stored.MessageID,
      ErrorCode: 0,
      Message: 'OK',
    });
  });

  // The provider's outbound-messages search: newest first, `count` (1–500) and `offset`, by recipient and tag.
  router.get('/messages/outbound', (ctx) => {
    if (!authorised(ctx)) return;
    const query = ctx.url.searchParams;
    const count = intParam(query.get('count'), 50, 500);
    const offset = intParam(query.get('offset'), 0, 10_000);
    if (!count || offset === undefined) {
      providerError(ctx.res, 422, 300, 'count must be 1–500 and offset 0–10000.');
      return;
    }
    const found = outbox.list({
      count,
      offset,
      recipient: query.get('recipient') || undefined,
      tag: query.get('tag') || undefined,
    });
    sendJson(ctx.res, 200, { TotalCount: found.total, Messages: found.messages.map(summary) });
  });

  router.get('/messages/outbound/:id/details', (ctx) => {
    if (!authorised(ctx)) return;
    const message = outbox.get(ctx.params.id!);
    if (!message) {
      providerError(ctx.res, 422, 701, 'This message was not found.');
      return;
    }
    sendJson(ctx.res, 200, details(message));
  });

  // Pages for people. The sandbox listens on the loopback interface only, as a local mail catcher does.
  router.get('/outbox', (ctx) => {
    const recipient = ctx.url.searchParams.get('to') || undefined;
    const found = outbox.list({ count: 200, offset: 0, recipient });
    sendText(ctx.res, 200, outboxPage(found.messages, found.total, recipient), pageHeaders);
  });

  const withMessage =
    (answer: (ctx: RequestContext, message: StoredMessage) => void) =>
    (ctx: RequestContext): void => {
      const message = outbox.get(ctx.params.id!);
      if (!message) sendText(ctx.res, 404, notFoundPage(), pageHeaders);
      else answer(ctx, message);
    };

  router.get(
    '/outbox/:id',
    withMessage((ctx, message) => sendText(ctx.res, 200, messagePage(message), pageHeaders)),
  );
  // The message's own HTML, shown in a sandboxed frame: no script, no forms, nothing fetched from elsewhere.
  router.get(
    '/outbox/:id/html',
    withMessage((ctx, message) =>
      sendText(ctx.res, 200, message.HtmlBody, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        'x-content-type-options': 'nosniff',
      }),
    ),
  );
  router.get(
    '/outbox/:id/text',
    withMessage((ctx, message) =>
      sendText(ctx.res, 200, message.TextBody, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      }),
    ),
  );
}
