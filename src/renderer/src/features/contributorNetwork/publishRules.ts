/**
 * The publish body (spec 4.4 POST items) built from the form, and every rule the platform would
 * refuse checked before anything is queued: kind ↔ competition, kind ↔ source, track and model
 * for solver templates only (from the competition's catalog), the inline and model-reference
 * fields. A source the caller does not own cannot be picked: the form lists only the caller's own
 * library items and submissions.
 */
export const SOURCE_KINDS = [
  'cheatsheet',
  'solver-template',
  'submission',
  'inline',
  'model-reference',
] as const;
export type SourceFrom = (typeof SOURCE_KINDS)[number];
export type PublishKind = 'cheatsheet' | 'solver-template' | 'model-reference';

export type PublishSource =
  | { from: 'cheatsheet'; cheatsheetId: string }
  | { from: 'solver-template'; solverTemplateId: string }
  | { from: 'submission'; submissionId: string }
  | { from: 'inline'; title: string; content?: string; solverCode?: string }
  | { from: 'model-reference'; modelName: string; commitHash: string };

export interface PublishBody {
  competitionId: string;
  kind: PublishKind;
  source: PublishSource;
  parentContributorNetworkItemId?: string | null;
  remark?: string;
  track?: string;
  modelId?: string;
}

/** The item kind a competition's submission kind publishes as (spec 1.2, 4.4). */
export function publishKindFor(submissionKind: string): PublishKind | null {
  if (submissionKind === 'cheatsheet') return 'cheatsheet';
  if (submissionKind === 'solver-participation') return 'solver-template';
  if (submissionKind === 'model-reference') return 'model-reference';
  return null;
}

/** Which sources can carry a kind. */
export function sourcesFor(kind: PublishKind): SourceFrom[] {
  if (kind === 'model-reference') return ['model-reference'];
  return [kind, 'submission', 'inline'];
}

export interface Catalog {
  tracks: readonly string[];
  models: readonly string[];
}

const MODEL_NAME = /^[A-Za-z0-9][\w.-]*\/[A-Za-z0-9][\w.-]*$/;
const COMMIT = /^[0-9a-f]{40}$/;

/** Field → what is wrong, in words. Empty when the body can be sent. */
export function publishProblems(
  body: PublishBody,
  submissionKind: string,
  catalog: Catalog,
): Record<string, string> {
  const p: Record<string, string> = {};
  if (!body.competitionId) p.competitionId = 'Choose the competition to publish in.';
  else if (publishKindFor(submissionKind) !== body.kind)
    p.kind = 'This competition does not take this kind of item.';
  if (!sourcesFor(body.kind).includes(body.source.from))
    p.source = 'This source cannot be published as this kind of item.';
  const s = body.source;
  if (s.from === 'cheatsheet' && !s.cheatsheetId) p.source = 'Choose one of your cheatsheets.';
  if (s.from === 'solver-template' && !s.solverTemplateId) p.source = 'Choose one of your solver templates.';
  if (s.from === 'submission' && !s.submissionId) p.source = 'Choose one of your submissions.';
  if (s.from === 'inline') {
    if (!s.title?.trim()) p.title = 'Give the item a title.';
    const text = body.kind === 'cheatsheet' ? s.content : s.solverCode;
    if (!text?.trim())
      p.text = body.kind === 'cheatsheet' ? 'The cheatsheet is empty.' : 'The solver source is empty.';
  }
  if (s.from === 'model-reference') {
    if (!MODEL_NAME.test(s.modelName.trim()))
      p.modelName = 'Write the model as owner/name, e.g. acme/modular-7b.';
    if (!COMMIT.test(s.commitHash.trim()))
      p.commitHash = 'The commit is the full 40-character lowercase hexadecimal id (not a branch name).';
  }
  if (body.kind === 'solver-template') {
    if (!body.track || !catalog.tracks.includes(body.track)) p.track = 'Choose a track of this competition.';
    if (!body.modelId || !catalog.models.includes(body.modelId))
      p.modelId = 'Choose a model of this competition.';
  } else {
    if (body.track !== undefined) p.track = 'Only solver templates have a track.';
    if (body.modelId !== undefined) p.modelId = 'Only solver templates name a model.';
  }
  return p;
}
