// The send request of a transactional-mail provider, shaped as Postmark's `POST /email` body (PascalCase fields,
// `Name <address>` recipients, comma-separated lists). Validation follows the provider's documented limits so that
// an adapter which passes here passes there.
import { z } from 'zod';

export interface Mailbox {
  Email: string;
  Name: string;
}

/** A message as the outbox keeps it: what was sent plus what the provider adds (id, time, stream). */
export interface StoredMessage {
  MessageID: string;
  ReceivedAt: string;
  From: string;
  FromMailbox: Mailbox;
  To: Mailbox[];
  Cc: Mailbox[];
  Bcc: Mailbox[];
  ReplyTo: string;
  Subject: string;
  HtmlBody: string;
  TextBody: string;
  Tag: string;
  Metadata: Record<string, string>;
  MessageStream: string;
  Headers: { Name: string; Value: string }[];
}

/** Postmark's cap on recipients across To, Cc and Bcc. */
export const MAX_RECIPIENTS = 50;

const email = z.email();

/** `a@b.c` or `Some Name <a@b.c>` (the name optionally quoted). */
export function parseMailbox(value: string): Mailbox | undefined {
  const trimmed = value.trim();
  const named = /^(?:"?([^"<>]*?)"?\s*)?<([^<>\s]+)>$/.exec(trimmed);
  const address = named ? named[2]! : trimmed;
  if (!email.safeParse(address).success) return undefined;
  return { Email: address, Name: named?.[1]?.trim() ?? '' };
}

/** A comma-separated recipient list; commas inside a quoted display name do not split it. */
export function parseMailboxList(value: string | undefined): Mailbox[] | undefined {
  if (value === undefined || value.trim() === '') return [];
  const parts = value.match(/(?:"[^"]*"|[^,])+/g) ?? [];
  const boxes: Mailbox[] = [];
  for (const part of parts) {
    const box = parseMailbox(part);
    if (!box) return undefined;
    boxes.push(box);
  }
  return boxes;
}

const text = (max: number) => z.string().max(max);

export const sendEmailSchema = z
  .object({
    From: text(512).min(1, 'The From address is required.'),
    To: text(10_000).optional(),
    Cc: text(10_000).optional(),
    Bcc: text(10_000).optional(),
    Subject: text(2000).optional().default(''),
    Tag: z.string().max(1000, 'Tag must be 1000 characters or fewer.').optional().default(''),
    HtmlBody: text(5_000_000).optional().default(''),
    TextBody: text(5_000_000).optional().default(''),
    ReplyTo: text(512).optional().default(''),
    Metadata: z
      .record(
        text(20).min(1, 'Metadata keys must be 1–20 characters.'),
        z.union([z.string().max(80), z.number(), z.boolean()]).transform(String),
      )
      .refine((value) => Object.keys(value).length <= 10, 'At most 10 metadata fields.')
      .optional()
      .default({}),
    Headers: z
      .array(z.object({ Name: text(200).min(1), Value: text(1000) }))
      .max(50)
      .optional()
      .default([]),
    MessageStream: text(100).optional().default('outbound'),
    TrackOpens: z.boolean().optional(),
    TrackLinks: z.enum(['None', 'HtmlAndText', 'HtmlOnly', 'TextOnly']).optional(),
  })
  .refine((value) => value.HtmlBody !== '' || value.TextBody !== '', {
    message: 'Provide either email TextBody or HtmlBody or both.',
  });

export type SendEmailRequest = z.infer<typeof sendEmailSchema>;

export type Checked =
  | { ok: true; message: Omit<StoredMessage, 'MessageID' | 'ReceivedAt'> }
  | { ok: false; message: string };

/** Validates a send request the way the provider does, answering its error message on the first problem. */
export function checkSendRequest(body: unknown): Checked {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: 'The request body must be a JSON object.' };
  }
  const parsed = sendEmailSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    return { ok: false, message: field ? `${field}: ${issue.message}` : issue.message };
  }
  const request = parsed.data;
  const from = parseMailbox(request.From);
  if (!from) return { ok: false, message: `Invalid 'From' address: '${request.From}'.` };
  const lists: Record<'To' | 'Cc' | 'Bcc', Mailbox[]> = { To: [], Cc: [], Bcc: [] };
  for (const field of ['To', 'Cc', 'Bcc'] as const) {
    const boxes = parseMailboxList(request[field]);
    if (!boxes) return { ok: false, message: `Invalid '${field}' address: '${request[field]}'.` };
    lists[field] = boxes;
  }
  const count = lists.To.length + lists.Cc.length + lists.Bcc.length;
  if (count === 0) return { ok: false, message: 'Zero recipients specified.' };
  if (count > MAX_RECIPIENTS) return { ok: false, message: `Maximum of ${MAX_RECIPIENTS} recipients exceeded.` };
  if (request.ReplyTo && !parseMailboxList(request.ReplyTo)) {
    return { ok: false, message: `Invalid 'ReplyTo' address: '${request.ReplyTo}'.` };
  }
  return {
    ok: true,
    message: {
      From: request.From.trim(),
      FromMailbox: from,
      ...lists,
      ReplyTo: request.ReplyTo,
      Subject: request.Subject,
      HtmlBody: request.HtmlBody,
      TextBody: request.TextBody,
      Tag: request.Tag,
      Metadata: request.Metadata,
      MessageStream: request.MessageStream,
      Headers: request.Headers,
    },
  };
}
