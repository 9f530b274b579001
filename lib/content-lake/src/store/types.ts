/** A stored document: Sanity's system fields plus anything the schema adds. */
export interface LakeDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
}

/** One committed transaction as kept in memory and written (one JSON line) to the transaction log. */
export interface Transaction {
  id: string;
  /** ISO time; strictly increasing across transactions (the Studio's mutator drops older ones). */
  timestamp: string;
  author: string;
  mutations: unknown[];
  /** Resulting state of every document the transaction changed; null = deleted. */
  documents: Record<string, LakeDocument | null>;
}

/** What a commit changed, with the states before (for listeners, effects and webhooks). */
export interface CommitEvent {
  transaction: Transaction;
  changes: DocumentChange[];
}

export interface DocumentChange {
  id: string;
  before: LakeDocument | null;
  after: LakeDocument | null;
}

export function isDraftId(id: string): boolean {
  return id.startsWith('drafts.');
}

export function isVersionId(id: string): boolean {
  return id.startsWith('versions.');
}

/** `drafts.x` and `versions.r1.x` → `x`. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice('drafts.'.length);
  if (isVersionId(id)) return id.split('.').slice(2).join('.');
  return id;
}
