import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Thrown by handlers (or helpers below) to answer with a JSON error; the router turns it into the response. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  const text = JSON.stringify(body);
  sendText(res, status, text, { 'content-type': 'application/json; charset=utf-8', ...headers });
}

export function sendText(res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
  const payload = Buffer.from(text, 'utf8');
  res.writeHead(status, { 'content-length': payload.byteLength, ...headers });
  res.end(payload);
}

export function sendEmpty(res: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, headers);
  res.end();
}

export function sendError(res: ServerResponse, error: HttpError, headers: OutgoingHttpHeaders = {}): void {
  sendJson(res, error.status, { error: error.code, message: error.message }, headers);
}

/** Reads the whole request body, refusing more than `limitBytes` (413). */
export async function readBody(req: IncomingMessage, limitBytes = 64 * 1024): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limitBytes) throw new HttpError(413, 'payload_too_large', 'Request body is too large.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.byteLength;
    if (size > limitBytes) throw new HttpError(413, 'payload_too_large', 'Request body is too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads and parses a JSON body; an empty body is `undefined`, malformed JSON is a 400. */
export async function readJson(req: IncomingMessage, limitBytes?: number): Promise<unknown> {
  const body = await readBody(req, limitBytes);
  if (body.byteLength === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'invalid_json', 'Request body is not valid JSON.');
  }
}

/** The single value of a request header (first one when repeated). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
