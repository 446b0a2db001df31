import type { Caller } from '../auth';
import { FieldErrors, objectBody, rejectUnknownFields, stringField } from '../body';
import {
  type CnItem,
  type CnKind,
  findCnItem,
  libraryItemExists,
  ownedLibraryItem,
  setLibraryPublished,
  upsertCnItem,
} from '../db/cnNetwork';
import type { CompetitionRow } from '../db/competitions';
import type { Db } from '../db/open';
import { getSubmission } from '../db/submissions';
import { ApiError, fieldInvalid, notFound } from '../errors';
import { newId } from '../ids';
import { leanSourceError } from '../routes/library';
import { COMMIT_HASH_PATTERN, MODEL_NAME_PATTERN } from '../spec/submissionSpec';
import { CN_LIMITS } from './constants';
import { cnCompetition } from './listing';
import { newPublicCode } from './publicCode';

const SOURCES = ['cheatsheet', 'solver-template', 'submission', 'inline', 'model-reference'] as const;
type SourceFrom = (typeof SOURCES)[number];

/** Kinds a competition accepts, from its submission kind (sandbox guess, docs/sandbox.md). */
function kindFits(c: CompetitionRow, kind: CnKind): boolean {
  if (kind === 'cheatsheet') return c.kind === 'cheatsheet';
  if (kind === 'solver-template')
    return c.kind === 'solver-participation' && c.id !== 'lean-kernel-challenge';
  if (kind === 'model-reference') return c.kind === 'model-reference';
  return false;
}

/** The body of the new item, taken from its source. */
interface Content {
  title: string;
  body: string | null;
  modelName: string | null;
  commitHash: string | null;
  /** Track fixed by the source (template or submission), checked against the body's `track`. */
  sourceTrack: string | null;
  libraryId: string | null;
}

const notOwned = (what: string) =>
  new ApiError(403, 'RESOURCE_NOT_OWNED', `${what} belongs to another account.`);

function fromLibrary(db: Db, caller: Caller, type: 'cheatsheet' | 'solver-template', id: unknown): Content {
  if (typeof id !== 'string' || id === '') {
    const field = type === 'cheatsheet' ? 'cheatsheetId' : 'solverTemplateId';
    throw fieldInvalid(`/source/${field}`, `"source.${field}" is required.`);
  }
  const row = ownedLibraryItem(db, caller.accountId, type, id);
  const noun = type === 'cheatsheet' ? 'Cheatsheet' : 'Solver template';
  if (!row) {
    if (libraryItemExists(db, type, id)) throw notOwned(`${noun} "${id}"`);
    throw notFound(`${noun} "${id}" not found.`);
  }
  if (row.publishedCnItemId !== null) {
    throw new ApiError(
      403,
      type === 'cheatsheet' ? 'CHEATSHEET_LOCKED' : 'SOLVER_TEMPLATE_LOCKED',
      `${noun} "${id}" is already published as item "${row.publishedCnItemId}"; withdraw it first.`,
    );
  }
  return {
    title: row.title,
    body: row.body,
    modelName: null,
    commitHash: null,
    sourceTrack: row.track,
    libraryId: row.id,
  };
}

function fromSubmission(db: Db, caller: Caller, competitionId: string, id: unknown): Content {
  if (typeof id !== 'string' || id === '')
    throw fieldInvalid('/source/submissionId', '"source.submissionId" is required.');
  const s = getSubmission(db, id);
  if (!s || s.competitionId !== competitionId)
    throw notFound(`Submission "${id}" not found in this competition.`);
  if (s.accountId !== caller.accountId) throw notOwned(`Submission "${id}"`);
  const text =
    s.kind === 'cheatsheet'
      ? s.payload.content
      : s.kind === 'solver-participation'
        ? s.payload.solverCode
        : undefined;
  if (typeof text !== 'string') {
    throw fieldInvalid('/source/submissionId', `A ${s.kind} submission has no stored text to publish.`);
  }
  const title = `Submission of ${s.createdAt.slice(0, 10)}`;
  return { title, body: text, modelName: null, commitHash: null, sourceTrack: s.track, libraryId: null };
}

function fromInline(kind: CnKind, source: Record<string, unknown>): Content {
  const errors = new FieldErrors();
  const bodyField = kind === 'cheatsheet' ? 'content' : 'solverCode';
  rejectUnknownFields(source, ['from', 'title', bodyField]);
  const title = stringField(errors, source, 'title', {
    required: true,
    nonBlank: true,
    maxLength: CN_LIMITS.titleMaxLength,
  });
  const body = stringField(errors, source, bodyField, {
    required: true,
    nonBlank: true,
    maxBytes: CN_LIMITS.bodyMaxBytes,
  });
  prefixPaths(errors, '/source').throwIfAny('RESOURCE_FIELD_INVALID', 'Invalid source.');
  return {
    title: title as string,
    body: body as string,
    modelName: null,
    commitHash: null,
    sourceTrack: null,
    libraryId: null,
  };
}

function fromModelReference(source: Record<string, unknown>): Content {
  const errors = new FieldErrors();
  rejectUnknownFields(source, ['from', 'modelName', 'commitHash']);
  const modelName = stringField(errors, source, 'modelName', { required: true });
  const commitHash = stringField(errors, source, 'commitHash', { required: true });
  if (typeof modelName === 'string' && !new RegExp(MODEL_NAME_PATTERN).test(modelName)) {
    errors.add('/modelName', 'PATTERN_MISMATCH', '"modelName" must look like <owner>/<name>.');
  }
  if (typeof commitHash === 'string' && !new RegExp(COMMIT_HASH_PATTERN).test(commitHash)) {
    errors.add(
      '/commitHash',
      'PATTERN_MISMATCH',
      '"commitHash" must be a full 40-character lowercase hex commit id.',
    );
  }
  prefixPaths(errors, '/source').throwIfAny('RESOURCE_FIELD_INVALID', 'Invalid source.');
  const name = modelName as string;
  return {
    title: name,
    body: null,
    modelName: name,
    commitHash: commitHash as string,
    sourceTrack: null,
    libraryId: null,
  };
}

function prefixPaths(errors: FieldErrors, prefix: string): FieldErrors {
  for (const e of errors.list) e.path = `${prefix}${e.path}`;
  return errors;
}

/** Which kind each source may publish. */
const SOURCE_KINDS: Record<SourceFrom, readonly CnKind[]> = {
  cheatsheet: ['cheatsheet'],
  'solver-template': ['solver-template'],
  submission: ['cheatsheet', 'solver-template'],
  inline: ['cheatsheet', 'solver-template'],
  'model-reference': ['model-reference'],
};

/** POST /contributor-network/items (spec 4.4): validates, creates the item, locks a library source. */
export function publishItem(db: Db, caller: Caller, rawBody: unknown, now: number): CnItem {
  const body = objectBody(rawBody);
  rejectUnknownFields(body, [
    'competitionId',
    'kind',
    'source',
    'parentContributorNetworkItemId',
    'remark',
    'track',
    'modelId',
  ]);
  const errors = new FieldErrors();
  const competitionId = stringField(errors, body, 'competitionId', { required: true, nonBlank: true });
  const kind = stringField(errors, body, 'kind', { required: true });
  const remark = stringField(errors, body, 'remark', {
    required: false,
    maxLength: CN_LIMITS.remarkMaxLength,
  });
  const parentId = stringField(errors, body, 'parentContributorNetworkItemId', {
    required: false,
    nullable: true,
    nonBlank: true,
  });
  const track = stringField(errors, body, 'track', { required: false });
  const modelId = stringField(errors, body, 'modelId', { required: false });
  const source = body.source;
  if (source === undefined) errors.add('/source', 'REQUIRED', '"source" is required.');
  else if (source === null || typeof source !== 'object' || Array.isArray(source)) {
    errors.add('/source', 'TYPE_MISMATCH', '"source" must be an object.');
  }
  const from = (source as Record<string, unknown> | undefined)?.from;
  if (source && typeof source === 'object' && !SOURCES.includes(from as SourceFrom)) {
    errors.add('/source/from', 'ENUM_MISMATCH', `"source.from" must be one of ${SOURCES.join(', ')}.`);
  }
  if (typeof kind === 'string' && !['cheatsheet', 'solver-template', 'model-reference'].includes(kind)) {
    errors.add('/kind', 'ENUM_MISMATCH', '"kind" must be cheatsheet, solver-template or model-reference.');
  }
  errors.throwIfAny('RESOURCE_FIELD_INVALID', 'Invalid field.');

  const c = cnCompetition(db, competitionId as string);
  const k = kind as CnKind;
  const src = source as Record<string, unknown>;
  const sourceFrom = from as SourceFrom;
  if (!kindFits(c, k)) throw fieldInvalid('/kind', `Competition "${c.id}" does not take ${k} items.`);
  if (!SOURCE_KINDS[sourceFrom].includes(k)) {
    throw fieldInvalid('/kind', `"kind" ${k} does not match source "${sourceFrom}".`);
  }

  // Track and model: required for solver templates, omitted otherwise (spec 4.4).
  const rules = new FieldErrors();
  if (k === 'solver-template') {
    const tracks = c.catalog?.tracks.map((t) => t.id) ?? [];
    const models = c.catalog?.models.map((m) => m.id) ?? [];
    if (track === undefined) rules.add('/track', 'REQUIRED', '"track" is required for a solver template.');
    else if (!tracks.includes(track as string))
      rules.add('/track', 'ENUM_MISMATCH', `"track" must be one of ${tracks.join(', ')}.`);
    if (modelId === undefined)
      rules.add('/modelId', 'REQUIRED', '"modelId" is required for a solver template.');
    else if (!models.includes(modelId as string))
      rules.add('/modelId', 'ENUM_MISMATCH', `"modelId" must be one of ${models.join(', ')}.`);
  } else {
    if (track !== undefined) rules.add('/track', 'NOT_ALLOWED', `"track" must be omitted for kind ${k}.`);
    if (modelId !== undefined)
      rules.add('/modelId', 'NOT_ALLOWED', `"modelId" must be omitted for kind ${k}.`);
  }
  rules.throwIfAny('RESOURCE_FIELD_INVALID', 'Invalid field.');

  let parent: CnItem | null = null;
  if (typeof parentId === 'string') {
    parent = findCnItem(db, parentId);
    if (parent?.status !== 'active' || parent.competitionId !== c.id || parent.kind !== k) {
      throw fieldInvalid(
        '/parentContributorNetworkItemId',
        `"${parentId}" is not an active ${k} item of this competition.`,
      );
    }
  }

  let content: Content;
  if (sourceFrom === 'cheatsheet') content = fromLibrary(db, caller, 'cheatsheet', src.cheatsheetId);
  else if (sourceFrom === 'solver-template')
    content = fromLibrary(db, caller, 'solver-template', src.solverTemplateId);
  else if (sourceFrom === 'submission') content = fromSubmission(db, caller, c.id, src.submissionId);
  else if (sourceFrom === 'inline') content = fromInline(k, src);
  else content = fromModelReference(src);
  if (k === 'solver-template') {
    if (content.sourceTrack !== null && content.sourceTrack !== track) {
      throw fieldInvalid('/track', `"track" must be ${content.sourceTrack}, the track of the source.`);
    }
    const err = leanSourceError(
      sourceFrom === 'inline' ? '/source/solverCode' : '/source',
      content.body ?? '',
    );
    if (err) throw err;
  }

  const item: CnItem = {
    id: newId('cni'),
    competitionId: c.id,
    kind: k,
    status: 'active',
    authorAccountId: caller.accountId,
    title: content.title,
    publicCode: newPublicCode(db, c.id, k === 'solver-template' ? (track as string) : null),
    remark: remark ?? null,
    track: k === 'solver-template' ? (track as string) : null,
    modelId: k === 'solver-template' ? (modelId as string) : null,
    body: content.body,
    modelName: content.modelName,
    commitHash: content.commitHash,
    parentId: parent?.id ?? null,
    publishedAt: new Date(now).toISOString(),
    sourceLibraryId: content.libraryId,
    packageJson: null,
    packageBytes: null,
  };
  db.transaction(() => {
    upsertCnItem(db, item);
    if (item.sourceLibraryId) setLibraryPublished(db, item.sourceLibraryId, item.id);
  })();
  return item;
}
