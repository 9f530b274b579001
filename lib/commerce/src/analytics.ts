// Page-view analytics (spec §2 the application shell's page-view analytics; §3 analytics event kinds visit and order,
// record types product, category, basket, conversion, event). The site records what the shopper's browser reports —
// a page seen, a promotion seen, an experiment shown, an order confirmed — with who it is about only when the shopper
// allowed analytics; otherwise the event is private (a count with no identifier at all).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { analyticsEvents } from './db/schema-analytics.ts';

export const ANALYTICS_KINDS = ['visit', 'order'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];
export const RECORD_TYPES = ['product', 'category', 'basket', 'conversion', 'event'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export type AnalyticsIdentity =
  | { private: true }
  | { private: false; visitorId: string | null; sessionId: string | null; customerId: string | null };

export interface AnalyticsRecord {
  kind: AnalyticsKind;
  recordType: RecordType;
  path: string;
  recordId?: string | null;
  eventName?: string | null;
  variant?: string | null;
}

export interface StoredAnalyticsEvent extends Required<AnalyticsRecord> {
  brandCode: string;
  private: boolean;
  visitorId: string | null;
  sessionId: string | null;
  customerId: string | null;
  createdAt: Date;
}

export async function recordAnalyticsEvent(
  db: Db,
  brandCode: string,
  record: AnalyticsRecord,
  identity: AnalyticsIdentity,
): Promise<void> {
  await db.insert(analyticsEvents).values({
    brandCode,
    kind: record.kind,
    recordType: record.recordType,
    path: record.path,
    recordId: record.recordId ?? null,
    eventName: record.eventName ?? null,
    variant: record.variant ?? null,
    private: identity.private,
    visitorId: identity.private ? null : identity.visitorId,
    sessionId: identity.private ? null : identity.sessionId,
    customerId: identity.private ? null : identity.customerId,
  });
}

/** A brand's events, newest first (reports and tests). */
export async function listAnalyticsEvents(
  db: Db,
  brandCode: string,
  filter: { recordType?: RecordType; limit?: number } = {},
): Promise<StoredAnalyticsEvent[]> {
  const rows = await db
    .select()
    .from(analyticsEvents)
    .where(
      filter.recordType
        ? and(eq(analyticsEvents.brandCode, brandCode), eq(analyticsEvents.recordType, filter.recordType))
        : eq(analyticsEvents.brandCode, brandCode),
    )
    .orderBy(desc(analyticsEvents.id))
    .limit(Math.min(filter.limit ?? 100, 1000));
  return rows.map(({ id: _id, ...row }) => ({
    ...row,
    kind: row.kind as AnalyticsKind,
    recordType: row.recordType as RecordType,
  }));
}
