import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../auth';
import { FieldErrors, objectBody, rejectUnknownFields, stringField } from '../body';
import type { SandboxContext } from '../context';
import { getPublicCompetition } from '../db/competitions';
import {
  deleteLeanProblem,
  deleteLibraryItem,
  getLeanProblem,
  getLibraryItem,
  insertLeanProblem,
  insertLibraryItem,
  type LibraryItemRow,
  type LibraryType,
  pageLeanProblems,
  pageLibraryItems,
  updateLibraryItem,
} from '../db/library';
import { ApiError, fieldInvalid, notFound } from '../errors';
import { newId } from '../ids';
import { parseMagma } from '../lean/magma';
import { checkLeanSource, describeProblem } from '../lean/source';
import { keyAs, pageRequest, toPage } from '../pagination';
import { queryParams } from '../query';
import {
  cheatsheetFull,
  cheatsheetSummary,
  leanProblemView,
  templateFull,
  templateSummary,
} from '../spec/libraryView';

/** Field limits of the private libraries (sandbox guesses; the spec shows none). */
export const LIBRARY_LIMITS = {
  titleMaxLength: 200,
  bodyMaxBytes: 262_144,
  cnItemIdMaxLength: 100,
  problemNameMaxLength: 100,
  problemTextMaxLength: 1000,
} as const;

/** Solver-template tracks: the Stage 2 catalog (spec 2.2: Stage 2 tracks are solo and marathon). */
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
function templateTracks(ctx: SandboxContext): string[] {
  return getPublicCompetition(ctx.db, STAGE2)?.catalog?.tracks.map((t) => t.id) ?? ['solo', 'marathon'];
}

interface TypeInfo {
  type: LibraryType;
  path: string;
  idPrefix: string;
  bodyField: 'content' | 'solverCode';
  noun: string;
  lockedCode: 'CHEATSHEET_LOCKED' | 'SOLVER_TEMPLATE_LOCKED';
  summary: (row: LibraryItemRow) => object;
  full: (row: LibraryItemRow) => object;
}

const TYPES: readonly TypeInfo[] = [
  {
    type: 'cheatsheet',
    path: '/cheatsheets',
    idPrefix: 'chs',
    bodyField: 'content',
    noun: 'Cheatsheet',
    lockedCode: 'CHEATSHEET_LOCKED',
    summary: cheatsheetSummary,
    full: cheatsheetFull,
  },
  {
    type: 'solver-template',
    path: '/solver-templates',
    idPrefix: 'stp',
    bodyField: 'solverCode',
    noun: 'Solver template',
    lockedCode: 'SOLVER_TEMPLATE_LOCKED',
    summary: templateSummary,
    full: templateFull,
  },
];

/** 422 LEAN_SOURCE_INVALID with one field error naming line:column. */
export function leanSourceError(path: string, source: string): ApiError | null {
  const problem = checkLeanSource(source);
  if (!problem) return null;
  const message = describeProblem(problem);
  return new ApiError(422, 'LEAN_SOURCE_INVALID', message, {
    fieldErrors: [{ path, code: 'LEAN_PARSE_ERROR', message }],
  });
}

/** `lhsName`/`rhsName` when omitted: `custom_` + side + first 8 hex of SHA-256(normalized text). */
export function derivedProblemName(side: 'lhs' | 'rhs', normalized: string): string {
  return `custom_${side}_${createHash('sha256').update(normalized).digest('hex').slice(0, 8)}`;
}

/** Spec 2.9, 4.6: cheatsheets, solver templates and custom Lean problems, owner-scoped. */
export async function libraryRoutes(app: FastifyInstance, ctx: SandboxContext) {
  for (const info of TYPES) {
    const isTemplate = info.type === 'solver-template';
    const mustOwn = (accountId: string, id: string): LibraryItemRow => {
      const row = getLibraryItem(ctx.db, info.type, accountId, id);
      if (!row) throw notFound(`${info.noun} "${id}" not found.`);
      return row;
    };
    const assertUnlocked = (row: LibraryItemRow) => {
      if (row.publishedCnItemId !== null) {
        throw new ApiError(
          403,
          info.lockedCode,
          `${info.noun} "${row.id}" is published as Contributor Network item "${row.publishedCnItemId}"; withdraw it first.`,
        );
      }
    };
    const checkBody = (errors: FieldErrors, value: string | null | undefined) => {
      if (!isTemplate || typeof value !== 'string' || !errors.empty) return;
      const err = leanSourceError('/solverCode', value);
      if (err) throw err;
    };

    app.get(info.path, async (req) => {
      const caller = requireScope(req, 'playground.read');
      let track: string | null = null;
      if (isTemplate) {
        const values = queryParams(req).getAll('track');
        if (values.length > 1) throw fieldInvalid('/track', 'Parameter "track" may appear only once.');
        track = values[0] ?? null;
        if (track !== null && !templateTracks(ctx).includes(track)) {
          throw fieldInvalid(
            '/track',
            `Unknown track "${track}"; use one of ${templateTracks(ctx).join(', ')}.`,
          );
        }
      }
      const page = pageRequest(req, caller);
      const after = keyAs<[number]>(page.after, ['number']);
      const rows = pageLibraryItems(
        ctx.db,
        info.type,
        caller.accountId,
        track,
        after?.[0] ?? null,
        page.limit + 1,
      );
      return { ok: true, data: toPage(rows, page, (r) => [r.seq], info.summary) };
    });

    app.get<{ Params: { id: string } }>(`${info.path}/:id`, async (req) => {
      const caller = requireScope(req, 'playground.read');
      return { ok: true, data: info.full(mustOwn(caller.accountId, req.params.id)) };
    });

    app.post(info.path, async (req, reply) => {
      const caller = requireScope(req, 'playground.write');
      const body = objectBody(req.body);
      rejectUnknownFields(body, [
        'title',
        info.bodyField,
        'sourceContributorNetworkItemId',
        ...(isTemplate ? ['track'] : []),
      ]);
      const errors = new FieldErrors();
      const title = stringField(errors, body, 'title', {
        required: true,
        nonBlank: true,
        maxLength: LIBRARY_LIMITS.titleMaxLength,
      });
      const text = stringField(errors, body, info.bodyField, {
        required: true,
        nonBlank: isTemplate,
        maxBytes: LIBRARY_LIMITS.bodyMaxBytes,
      });
      const source = stringField(errors, body, 'sourceContributorNetworkItemId', {
        required: false,
        nonBlank: true,
        nullable: true,
        maxLength: LIBRARY_LIMITS.cnItemIdMaxLength,
      });
      let track: string | null = null;
      if (isTemplate) {
        const t = stringField(errors, body, 'track', { required: false });
        if (typeof t === 'string' && !templateTracks(ctx).includes(t)) {
          errors.add('/track', 'ENUM_MISMATCH', `"track" must be one of ${templateTracks(ctx).join(', ')}.`);
        }
        track = t ?? 'solo';
      }
      errors.throwIfAny('RESOURCE_FIELD_INVALID', 'Invalid field.');
      checkBody(errors, text);
      const now = new Date(ctx.now()).toISOString();
      const row = insertLibraryItem(ctx.db, {
        id: newId(info.idPrefix),
        type: info.type,
        accountId: caller.accountId,
        title: title as string,
        body: text as string,
        track,
        sourceCnItemId: source ?? null,
        publishedCnItemId: null,
        createdAt: now,
        updatedAt: now,
      });
      return reply.status(201).send({ ok: true, data: info.full(row) });
    });

    app.patch<{ Params: { id: string } }>(`${info.path}/:id`, async (req) => {
      const caller = requireScope(req, 'playground.write');
      const row = mustOwn(caller.accountId, req.params.id);
      assertUnlocked(row);
      const body = objectBody(req.body);
      const fixed = ['sourceContributorNetworkItemId', ...(isTemplate ? ['track'] : [])];
      rejectUnknownFields(body, ['title', info.bodyField, ...fixed]);
      const errors = new FieldErrors();
      for (const f of fixed) {
        if (f in body) errors.add(`/${f}`, 'IMMUTABLE', `"${f}" is fixed after creation.`);
      }
      if (!('title' in body) && !(info.bodyField in body) && errors.empty) {
        errors.add('', 'REQUIRED', `Give at least one of "title" and "${info.bodyField}".`);
      }
      const title = stringField(errors, body, 'title', {
        required: false,
        nonBlank: true,
        maxLength: LIBRARY_LIMITS.titleMaxLength,
      });
      const text = stringField(errors, body, info.bodyField, {
        required: false,
        nonBlank: isTemplate,
        maxBytes: LIBRARY_LIMITS.bodyMaxBytes,
      });
      errors.throwIfAny('RESOURCE_FIELD_INVALID', 'Invalid field.');
      checkBody(errors, text);
      updateLibraryItem(
        ctx.db,
        row.id,
        { title: title ?? undefined, body: text ?? undefined },
        new Date(ctx.now()).toISOString(),
      );
      return { ok: true, data: info.full(mustOwn(caller.accountId, row.id)) };
    });

    app.delete<{ Params: { id: string } }>(`${info.path}/:id`, async (req, reply) => {
      const caller = requireScope(req, 'playground.write');
      const row = mustOwn(caller.accountId, req.params.id);
      assertUnlocked(row);
      deleteLibraryItem(ctx.db, row.id);
      return reply.status(204).send();
    });
  }

  app.get('/lean-problems', async (req) => {
    const caller = requireScope(req, 'playground.read');
    const page = pageRequest(req, caller);
    const after = keyAs<[number]>(page.after, ['number']);
    const rows = pageLeanProblems(ctx.db, caller.accountId, after?.[0] ?? null, page.limit + 1);
    return { ok: true, data: toPage(rows, page, (r) => [r.seq], leanProblemView) };
  });

  app.get<{ Params: { id: string } }>('/lean-problems/:id', async (req) => {
    const caller = requireScope(req, 'playground.read');
    const row = getLeanProblem(ctx.db, caller.accountId, req.params.id);
    if (!row) throw notFound(`Lean problem "${req.params.id}" not found.`);
    return { ok: true, data: leanProblemView(row) };
  });

  app.post('/lean-problems', async (req, reply) => {
    const caller = requireScope(req, 'playground.write');
    const body = objectBody(req.body);
    rejectUnknownFields(body, ['lhsText', 'rhsText', 'lhsName', 'rhsName']);
    const errors = new FieldErrors();
    const text = { required: true, nonBlank: true, maxLength: LIBRARY_LIMITS.problemTextMaxLength };
    const name = { required: false, nonBlank: true, maxLength: LIBRARY_LIMITS.problemNameMaxLength };
    const lhsText = stringField(errors, body, 'lhsText', text);
    const rhsText = stringField(errors, body, 'rhsText', text);
    const lhsName = stringField(errors, body, 'lhsName', name);
    const rhsName = stringField(errors, body, 'rhsName', name);
    errors.throwIfAny('RESOURCE_FIELD_INVALID', 'Invalid field.');
    const lean = new FieldErrors();
    const parsed: Record<'lhs' | 'rhs', string> = { lhs: '', rhs: '' };
    for (const [side, value] of [
      ['lhs', lhsText],
      ['rhs', rhsText],
    ] as const) {
      const result = parseMagma(value as string);
      if (result.ok) parsed[side] = result.normalized;
      else lean.add(`/${side}Text`, 'LEAN_PARSE_ERROR', `1:${result.column}: ${result.message}`);
    }
    lean.throwIfAny('LEAN_SOURCE_INVALID', 'Not a magma term or equation.');
    const row = insertLeanProblem(ctx.db, {
      id: newId('lpr'),
      accountId: caller.accountId,
      lhsName: lhsName ?? derivedProblemName('lhs', parsed.lhs),
      lhsText: lhsText as string,
      rhsName: rhsName ?? derivedProblemName('rhs', parsed.rhs),
      rhsText: rhsText as string,
      createdAt: new Date(ctx.now()).toISOString(),
    });
    return reply.status(201).send({ ok: true, data: leanProblemView(row) });
  });

  app.delete<{ Params: { id: string } }>('/lean-problems/:id', async (req, reply) => {
    const caller = requireScope(req, 'playground.write');
    const row = getLeanProblem(ctx.db, caller.accountId, req.params.id);
    if (!row) throw notFound(`Lean problem "${req.params.id}" not found.`);
    deleteLeanProblem(ctx.db, row.id);
    return reply.status(204).send();
  });
}
