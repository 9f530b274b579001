// GROQ-webhook-style notifications so the site can revalidate published pages with no browser open. Deliveries run
// in commit order on a background queue with retries; they never block or fail a commit.
import { createHmac } from 'node:crypto';
import type { Logger } from './log.ts';
import { type CommitEvent, isDraftId, isVersionId, type LakeDocument } from './store/types.ts';

export interface WebhookDocument {
  _id: string;
  _type: string;
  brand: string | null;
  route: string | null;
  /** Product content documents' product number (null for other types), for the product page's cache tag. */
  productNumber: string | null;
  operation: 'create' | 'update' | 'delete';
  /**
   * Where an updated document was, when the commit moved it (a page's route, product content's product number or
   * either's brand changed): the receiver clears its old address too, which would otherwise stay cached (a CDN's
   * copy of a renamed page). Null when nothing of that changed. A hosted GROQ webhook projects the same with
   * `"previous": before(){brand, route, productNumber}`.
   */
  previous: WebhookAddress | null;
}

/** The fields that say where a document shows on the site. */
export interface WebhookAddress {
  brand: string | null;
  route: string | null;
  productNumber: string | null;
}

export interface WebhookPayload {
  transactionId: string;
  documents: WebhookDocument[];
}

/** `t=<unix ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`: what `@sanity/webhook`'s isValidSignature checks. */
export function signWebhook(body: string, secret: string, timestampMs = Date.now()): string {
  const signature = createHmac('sha256', secret).update(`${timestampMs}.${body}`).digest('base64url');
  return `t=${timestampMs},v1=${signature}`;
}

/** Documents per POST: a seed import commits thousands at once; receivers cap their batch size (the site at 1,000). */
export const MAX_DOCUMENTS_PER_DELIVERY = 500;

/** The published documents a commit changed, in batches; empty when it changed drafts/versions only. */
export function webhookPayloads(event: CommitEvent): WebhookPayload[] {
  const documents: WebhookDocument[] = [];
  for (const { id, before, after } of event.changes) {
    // Drafts, release versions and system documents (`_.releases.*`) are never on a public page.
    if (isDraftId(id) || isVersionId(id) || id.startsWith('_.')) continue;
    const doc = (after ?? before) as LakeDocument;
    const now = addressOf(doc);
    const was = before && after ? addressOf(before) : null;
    const moved =
      was !== null && (was.brand !== now.brand || was.route !== now.route || was.productNumber !== now.productNumber);
    documents.push({
      _id: id,
      _type: doc._type,
      ...now,
      operation: before === null ? 'create' : after === null ? 'delete' : 'update',
      previous: moved ? was : null,
    });
  }
  const payloads: WebhookPayload[] = [];
  for (let start = 0; start < documents.length; start += MAX_DOCUMENTS_PER_DELIVERY) {
    payloads.push({
      transactionId: event.transaction.id,
      documents: documents.slice(start, start + MAX_DOCUMENTS_PER_DELIVERY),
    });
  }
  return payloads;
}

function addressOf(document: LakeDocument): WebhookAddress {
  const field = (name: string): string | null => {
    const value = document[name];
    return typeof value === 'string' ? value : null;
  };
  return { brand: field('brand'), route: field('route'), productNumber: field('productNumber') };
}

export interface WebhookDispatcherOptions {
  urls: readonly string[];
  secret: string;
  logger: Logger;
  /** Delays before each retry; the default gives four attempts over about 15 s. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

export class WebhookDispatcher {
  private readonly options: WebhookDispatcherOptions;
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(options: WebhookDispatcherOptions) {
    this.options = options;
  }

  /** Queues delivery of a commit (no-op when it touched no published document or no URL is configured). */
  enqueue(event: CommitEvent): void {
    if (this.closed || this.options.urls.length === 0) return;
    for (const payload of webhookPayloads(event)) {
      const body = JSON.stringify(payload);
      this.chain = this.chain.then(() => this.deliverAll(body, payload.transactionId));
    }
  }

  /** Resolves once every queued delivery has finished (tests, shutdown). */
  idle(): Promise<void> {
    return this.chain;
  }

  close(): void {
    this.closed = true;
  }

  private async deliverAll(body: string, transactionId: string): Promise<void> {
    await Promise.all(this.options.urls.map((url) => this.deliver(url, body, transactionId)));
  }

  private async deliver(url: string, body: string, transactionId: string): Promise<void> {
    const delays = this.options.retryDelaysMs ?? [500, 2_000, 8_000];
    let lastError = '';
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delays[attempt - 1]));
      if (this.closed) return;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'sanity-webhook-signature': signWebhook(body, this.options.secret),
          },
          body,
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
        });
        await response.body?.cancel();
        if (response.ok) return;
        lastError = `HTTP ${response.status}`;
        // 4xx other than 408/429 will not get better by retrying.
        if (response.status < 500 && response.status !== 408 && response.status !== 429) break;
      } catch (error) {
        lastError = (error as Error).message;
      }
    }
    this.options.logger.warn('webhook delivery failed', { url, transactionId, error: lastError });
  }
}
