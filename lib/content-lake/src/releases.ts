// Content releases the way Sanity's hosted Content Lake keeps them. A release is a system document
// `_.releases.<name>` (type `system.release`, `metadata` {title, description, releaseType, intendedPublishAt}, `state`
// active → scheduled → published, or archived); its content is the `versions.<name>.<publishedId>` documents. The
// release actions of the Actions API (`sanity.action.release.*`) and the version actions
// (`sanity.action.document.version.create|unpublish`) are planned here into ordinary mutations, so each request is one
// transaction of the store: publishing a release replaces every published document by its version (or deletes it, for
// a version marked `_system.delete`) and removes the versions in the same commit as the release's new state.
// Versions of a release that is not active are locked: only the release's own actions change them.
import { MutationError } from './store/mutate.ts';
import { isVersionId, type LakeDocument, publishedIdOf } from './store/types.ts';

export const RELEASE_TYPE = 'system.release';
export const RELEASE_PREFIX = '_.releases.';
/** Where an archived release keeps its versions so `unarchive` can bring them back (the hosted lake uses history). */
export const RELEASE_ARCHIVE_TYPE = 'system.releaseArchive';
export const RELEASE_ARCHIVE_PREFIX = '_.releaseArchives.';

/** Releases open (active or scheduled) at once in the dataset; the Studio reads it as `datasetReleaseLimit`. */
export const MAX_OPEN_RELEASES = 100;

export type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived';
export const RELEASE_TYPES = ['asap', 'scheduled', 'undecided'] as const;

/** What a release action may read: documents by id (the state after earlier actions) and ids by prefix. */
export interface PlanView {
  get(id: string): LakeDocument | undefined;
  idsWithPrefix(prefix: string): string[];
  /** ISO time of the transaction being planned. */
  now: string;
  author: string;
}

type Action = Record<string, unknown> & { actionType?: unknown };

const RELEASE_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const RESERVED_NAMES = new Set(['drafts', 'published', 'raw', 'previewDrafts']);

export function releaseDocumentId(name: string): string {
  return `${RELEASE_PREFIX}${name}`;
}

/** `versions.<name>.<id>` → `<name>`; undefined for anything else. */
export function releaseNameOf(versionId: string): string | undefined {
  return isVersionId(versionId) ? versionId.split('.')[1] : undefined;
}

export function isReleaseDocumentId(id: string): boolean {
  return id.startsWith(RELEASE_PREFIX);
}

function badRequest(description: string): MutationError {
  return new MutationError(400, description, [{ index: 0, error: { type: 'validationError', description } }]);
}

function conflict(description: string, id?: string): MutationError {
  return new MutationError(409, description, [
    { index: 0, error: { ...(id ? { id } : {}), type: 'conflictError', description } },
  ]);
}

function notFound(description: string, id: string): MutationError {
  return new MutationError(404, description, [{ index: 0, error: { id, type: 'documentNotFoundError', description } }]);
}

function releaseName(action: Action): string {
  const name = action.releaseId;
  if (typeof name !== 'string' || !RELEASE_NAME.test(name) || RESERVED_NAMES.has(name)) {
    throw badRequest(`${String(action.actionType)} needs a releaseId of 1-64 letters, digits, "_" or "-"`);
  }
  return name;
}

function requireRelease(view: PlanView, name: string): LakeDocument {
  const id = releaseDocumentId(name);
  const release = view.get(id);
  if (!release) throw notFound(`Release "${name}" does not exist`, id);
  return release;
}

function requireState(release: LakeDocument, allowed: ReleaseState[], doing: string): void {
  if (!allowed.includes(release.state as ReleaseState)) {
    throw conflict(`Cannot ${doing} release "${String(release.name)}": it is ${String(release.state)}`, release._id);
  }
}

function isoDate(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(Date.parse(value))) {
    throw badRequest(`${field} must be an ISO 8601 date-time`);
  }
  return new Date(value).toISOString();
}

/** Checks release metadata: an object, releaseType one of asap/scheduled/undecided, a valid intendedPublishAt. */
function checkMetadata(metadata: unknown): Record<string, unknown> {
  if (!metadata || typeof metadata !== 'object' || Array.isArray(metadata))
    throw badRequest('metadata must be an object');
  const record = metadata as Record<string, unknown>;
  if (!RELEASE_TYPES.includes(record.releaseType as never)) {
    throw badRequest(`metadata.releaseType must be one of ${RELEASE_TYPES.join(', ')}`);
  }
  for (const field of ['title', 'description'] as const) {
    if (record[field] !== undefined && typeof record[field] !== 'string')
      throw badRequest(`metadata.${field} must be a string`);
  }
  if (record.intendedPublishAt !== undefined) isoDate(record.intendedPublishAt, 'metadata.intendedPublishAt');
  return record;
}

function versionsOf(view: PlanView, name: string): LakeDocument[] {
  return view
    .idsWithPrefix(`versions.${name}.`)
    .map((id) => view.get(id))
    .filter((doc): doc is LakeDocument => doc !== undefined);
}

function withoutSystemFields(doc: LakeDocument, id: string): LakeDocument {
  const { _rev: _r, _updatedAt: _u, _system: _s, _originalId: _o, ...rest } = doc;
  return { ...rest, _id: id } as LakeDocument;
}

/** Mutations that publish every version of a release and mark it published (one transaction). */
export function publishReleaseMutations(view: PlanView, release: LakeDocument): unknown[] {
  const name = String(release.name);
  const versions = versionsOf(view, name);
  const mutations: unknown[] = [];
  for (const version of versions) {
    const publishedId = publishedIdOf(version._id);
    const published = view.get(publishedId);
    const system = version._system as { delete?: unknown } | undefined;
    if (system?.delete === true) {
      if (published) mutations.push({ delete: { id: publishedId } });
    } else {
      const next = withoutSystemFields(version, publishedId);
      if (published?._createdAt) next._createdAt = published._createdAt;
      mutations.push({ createOrReplace: next });
    }
    mutations.push({ delete: { id: version._id } });
  }
  mutations.push({
    patch: {
      id: release._id,
      set: {
        state: 'published',
        publishedAt: view.now,
        finalDocumentStates: versions.map((version) => ({ id: version._id })),
      },
      unset: ['error'],
    },
  });
  return mutations;
}

const RELEASE_ACTIONS = new Set([
  'sanity.action.release.create',
  'sanity.action.release.edit',
  'sanity.action.release.schedule',
  'sanity.action.release.unschedule',
  'sanity.action.release.publish',
  'sanity.action.release.archive',
  'sanity.action.release.unarchive',
  'sanity.action.release.delete',
]);

export function isReleaseAction(actionType: unknown): boolean {
  return typeof actionType === 'string' && RELEASE_ACTIONS.has(actionType);
}

/** Plans one `sanity.action.release.*` action into mutations; throws MutationError (4xx) when it may not happen. */
export function releaseActionMutations(action: Action, view: PlanView): unknown[] {
  const name = releaseName(action);
  const id = releaseDocumentId(name);
  switch (action.actionType) {
    case 'sanity.action.release.create': {
      const metadata = checkMetadata(action.metadata ?? { releaseType: 'undecided' });
      if (view.get(id)) throw conflict(`Release "${name}" already exists`, id);
      const open = view
        .idsWithPrefix(RELEASE_PREFIX)
        .filter((releaseId) => ['active', 'scheduled'].includes(String(view.get(releaseId)?.state)));
      if (open.length >= MAX_OPEN_RELEASES) {
        throw new MutationError(409, `At most ${MAX_OPEN_RELEASES} releases may be open at once`, [
          { index: 0, error: { type: 'releaseLimitExceededError', description: 'Release limit reached' } },
        ]);
      }
      return [
        {
          create: { _id: id, _type: RELEASE_TYPE, name, state: 'active', metadata, userId: view.author },
        },
      ];
    }
    case 'sanity.action.release.edit': {
      const release = requireRelease(view, name);
      requireState(release, ['active', 'scheduled'], 'edit');
      const patch = action.patch as { set?: unknown; unset?: unknown } | undefined;
      if (!patch || typeof patch !== 'object' || Array.isArray(patch)) throw badRequest('edit needs a patch');
      const unknownOps = Object.keys(patch).filter((op) => op !== 'set' && op !== 'unset');
      if (unknownOps.length > 0) throw badRequest(`edit only supports set and unset, not ${unknownOps.join(', ')}`);
      const set = (patch.set ?? {}) as Record<string, unknown>;
      const unset = (patch.unset ?? []) as unknown[];
      if (typeof set !== 'object' || Array.isArray(set) || !Array.isArray(unset)) {
        throw badRequest('patch.set must be an object and patch.unset an array of paths');
      }
      const paths = [...Object.keys(set), ...unset];
      if (paths.some((path) => typeof path !== 'string' || !(path === 'metadata' || path.startsWith('metadata.')))) {
        throw badRequest('A release edit may only change metadata');
      }
      if (unset.includes('metadata') || unset.includes('metadata.releaseType')) {
        throw badRequest('metadata.releaseType cannot be removed');
      }
      return [{ patch: { id, ...(Object.keys(set).length ? { set } : {}), ...(unset.length ? { unset } : {}) } }];
    }
    case 'sanity.action.release.schedule': {
      const release = requireRelease(view, name);
      requireState(release, ['active'], 'schedule');
      const publishAt = isoDate(action.publishAt, 'publishAt');
      // A time already past is due at once: the scheduler publishes it right after this commit (as the hosted API
      // does). Scheduling itself only needs write access to the release, like the Studio's permission check (a dry
      // run scheduled for "now") expects; the publish is the scheduler's.
      return [{ patch: { id, set: { state: 'scheduled', publishAt }, unset: ['error'] } }];
    }
    case 'sanity.action.release.unschedule': {
      const release = requireRelease(view, name);
      requireState(release, ['scheduled'], 'unschedule');
      return [{ patch: { id, set: { state: 'active' }, unset: ['publishAt'] } }];
    }
    case 'sanity.action.release.publish': {
      const release = requireRelease(view, name);
      requireState(release, ['active'], 'publish');
      return publishReleaseMutations(view, release);
    }
    case 'sanity.action.release.archive': {
      const release = requireRelease(view, name);
      requireState(release, ['active'], 'archive');
      const versions = versionsOf(view, name);
      const archiveId = `${RELEASE_ARCHIVE_PREFIX}${name}`;
      return [
        ...versions.map((version) => ({ delete: { id: version._id } })),
        {
          createOrReplace: {
            _id: archiveId,
            _type: RELEASE_ARCHIVE_TYPE,
            release: name,
            documents: versions.map((version) => withoutSystemFields(version, version._id)),
            // Keep the unpublish marks: they are part of what the release would do.
            unpublish: versions.filter((v) => (v._system as { delete?: unknown })?.delete === true).map((v) => v._id),
          },
        },
        {
          patch: {
            id,
            set: { state: 'archived', finalDocumentStates: versions.map((version) => ({ id: version._id })) },
          },
        },
      ];
    }
    case 'sanity.action.release.unarchive': {
      const release = requireRelease(view, name);
      requireState(release, ['archived'], 'unarchive');
      const archiveId = `${RELEASE_ARCHIVE_PREFIX}${name}`;
      const archive = view.get(archiveId);
      const documents = Array.isArray(archive?.documents) ? (archive.documents as LakeDocument[]) : [];
      const unpublish = new Set(Array.isArray(archive?.unpublish) ? (archive.unpublish as string[]) : []);
      return [
        ...documents.map((doc) => ({
          create: unpublish.has(doc._id) ? { ...doc, _system: { delete: true } } : doc,
        })),
        ...(archive ? [{ delete: { id: archiveId } }] : []),
        { patch: { id, set: { state: 'active' }, unset: ['finalDocumentStates'] } },
      ];
    }
    case 'sanity.action.release.delete': {
      const release = requireRelease(view, name);
      requireState(release, ['archived', 'published'], 'delete');
      const archiveId = `${RELEASE_ARCHIVE_PREFIX}${name}`;
      return [{ delete: { id } }, ...(view.get(archiveId) ? [{ delete: { id: archiveId } }] : [])];
    }
    default:
      throw badRequest(`Unsupported release action ${JSON.stringify(action.actionType)}`);
  }
}

/** The release a version belongs to must exist and be active for the version to be created in it. */
function requireOpenRelease(view: PlanView, versionId: string): void {
  const name = releaseNameOf(versionId);
  if (!name) return;
  const release = view.get(releaseDocumentId(name));
  if (!release) throw notFound(`Release "${name}" does not exist`, releaseDocumentId(name));
  requireState(release, ['active'], 'add documents to');
}

/**
 * `sanity.action.document.version.create`: `{publishedId, document}` (the version's content, `_id` its version id)
 * or `{publishedId, baseId, versionId, ifBaseRevisionId?}` (a copy of an existing document).
 */
export function createVersionMutations(action: Action, view: PlanView): unknown[] {
  const publishedId = action.publishedId;
  if (typeof publishedId !== 'string' || !publishedId || publishedIdOf(publishedId) !== publishedId) {
    throw badRequest('version.create needs the publishedId of the document');
  }
  let version: LakeDocument;
  if (action.document !== undefined) {
    const document = action.document as LakeDocument;
    if (!document || typeof document !== 'object' || typeof document._id !== 'string' || !document._type) {
      throw badRequest('version.create needs a document with _id and _type');
    }
    version = withoutSystemFields(document, document._id);
  } else {
    const { baseId, versionId } = action;
    if (typeof baseId !== 'string' || typeof versionId !== 'string') {
      throw badRequest('version.create needs either a document or a baseId and a versionId');
    }
    if (publishedIdOf(baseId) !== publishedId) throw badRequest(`${baseId} is not a variant of ${publishedId}`);
    const base = view.get(baseId);
    if (!base) throw notFound(`The base document ${baseId} does not exist`, baseId);
    if (typeof action.ifBaseRevisionId === 'string' && base._rev !== action.ifBaseRevisionId) {
      throw conflict('The base document changed since it was read', baseId);
    }
    version = withoutSystemFields(base, versionId);
  }
  const id = version._id;
  if (id === publishedId || publishedIdOf(id) !== publishedId || !(isVersionId(id) || id.startsWith('drafts.'))) {
    throw badRequest(`${id} is not a draft or release version of ${publishedId}`);
  }
  requireOpenRelease(view, id);
  if (view.get(id)) throw conflict(`Document ${id} already exists`, id);
  return [{ create: version }];
}

/** `sanity.action.document.version.unpublish`: the release will unpublish the document when it publishes. */
export function unpublishVersionMutations(action: Action, view: PlanView): unknown[] {
  const { versionId, publishedId } = action;
  if (typeof versionId !== 'string' || typeof publishedId !== 'string' || !isVersionId(versionId)) {
    throw badRequest('version.unpublish needs a release versionId and its publishedId');
  }
  if (publishedIdOf(versionId) !== publishedId || publishedIdOf(publishedId) !== publishedId) {
    throw badRequest(`${versionId} is not a version of ${publishedId}`);
  }
  const published = view.get(publishedId);
  if (!published) throw conflict(`${publishedId} is not published`, publishedId);
  requireOpenRelease(view, versionId);
  if (view.get(versionId)) {
    return [{ patch: { id: versionId, setIfMissing: { _system: {} }, set: { '_system.delete': true } } }];
  }
  return [{ create: { ...withoutSystemFields(published, versionId), _system: { delete: true } } }];
}

/**
 * Refuses a transaction that changes a version of a release that is scheduled, published or archived, unless the same
 * transaction changes that release (its own publish or archive). Release documents change through actions only.
 */
export function checkReleaseLocks(
  changes: { id: string }[],
  get: (id: string) => LakeDocument | undefined,
  viaActions: boolean,
): void {
  const touched = new Set(changes.map(({ id }) => id));
  for (const { id } of changes) {
    if (!viaActions && (isReleaseDocumentId(id) || id.startsWith(RELEASE_ARCHIVE_PREFIX))) {
      throw new MutationError(400, `${id} is a release: change it through the release actions`, [
        { index: 0, error: { id, type: 'invalidMutationError', description: 'Release documents are read-only' } },
      ]);
    }
    const name = releaseNameOf(id);
    if (!name || touched.has(releaseDocumentId(name))) continue;
    const release = get(releaseDocumentId(name));
    if (release && release.state !== 'active') {
      throw conflict(`Release "${name}" is ${String(release.state)}: its documents cannot change`, id);
    }
  }
}
