/**
 * The publish form's state: which source, which competition (fixed by the kind), the fields the
 * source needs, and the problems that keep it from being sent. The URL can preset the source
 * (`?source=cheatsheet&id=chs_1` from the library editor); a library item forked from the network
 * is published as a child of that item (`parentContributorNetworkItemId`).
 */
import { useCallback, useState } from 'react';
import type { CompetitionDetail, CompetitionSummary } from '../../../../shared/api';
import {
  type Catalog,
  type PublishBody,
  type PublishKind,
  publishKindFor,
  publishProblems,
  SOURCE_KINDS,
  type SourceFrom,
} from './publishRules';

export interface PublishFields {
  from: SourceFrom;
  kind: PublishKind;
  competitionId: string;
  sourceId: string;
  title: string;
  text: string;
  modelName: string;
  commitHash: string;
  remark: string;
  track: string;
  modelId: string;
  /** "Forked from" as typed: a public code, or an item ID (a fork's source, until shown as its code). */
  parentId: string;
}

/** The kind a source publishes as, when the source itself decides it. */
export function kindOfSource(from: SourceFrom, current: PublishKind): PublishKind {
  if (from === 'cheatsheet' || from === 'solver-template' || from === 'model-reference') return from;
  return current === 'model-reference' ? 'cheatsheet' : current;
}

export function initialFields(params: URLSearchParams): PublishFields {
  const s = params.get('source');
  const from = (SOURCE_KINDS as readonly string[]).includes(s ?? '') ? (s as SourceFrom) : 'cheatsheet';
  const kindParam = params.get('kind');
  const kind = kindOfSource(from, kindParam === 'solver-template' ? 'solver-template' : 'cheatsheet');
  return {
    from,
    kind,
    competitionId: params.get('competition') ?? '',
    sourceId: params.get('id') ?? '',
    title: '',
    text: '',
    modelName: '',
    commitHash: '',
    remark: '',
    track: '',
    modelId: '',
    parentId: params.get('parent') ?? '',
  };
}

/** The competition that takes a kind (the first exposing the network with a matching submission kind). */
export function competitionFor(kind: PublishKind, list: readonly CompetitionSummary[]): string {
  const fit = list.filter((c) => publishKindFor(c.submissionKind) === kind);
  const open = fit.find((c) => c.capabilities?.contributorNetwork !== false);
  return (open ?? fit[0])?.id ?? '';
}

export function toBody(f: PublishFields): PublishBody {
  const source: PublishBody['source'] =
    f.from === 'cheatsheet'
      ? { from: 'cheatsheet', cheatsheetId: f.sourceId }
      : f.from === 'solver-template'
        ? { from: 'solver-template', solverTemplateId: f.sourceId }
        : f.from === 'submission'
          ? { from: 'submission', submissionId: f.sourceId }
          : f.from === 'model-reference'
            ? { from: 'model-reference', modelName: f.modelName.trim(), commitHash: f.commitHash.trim() }
            : {
                from: 'inline',
                title: f.title.trim(),
                ...(f.kind === 'cheatsheet' ? { content: f.text } : { solverCode: f.text }),
              };
  const body: PublishBody = { competitionId: f.competitionId, kind: f.kind, source };
  if (f.parentId.trim()) body.parentContributorNetworkItemId = f.parentId.trim();
  if (f.remark.trim()) body.remark = f.remark.trim();
  if (f.kind === 'solver-template') {
    body.track = f.track;
    body.modelId = f.modelId;
  }
  return body;
}

export function catalogOf(detail: CompetitionDetail | null): Catalog {
  const c = detail?.submissionSpec.catalog;
  return { tracks: (c?.tracks ?? []).map((t) => t.id), models: (c?.models ?? []).map((m) => m.id) };
}

export function usePublishForm(params: URLSearchParams) {
  const [fields, setFields] = useState<PublishFields>(() => initialFields(params));
  const set = useCallback(
    (patch: Partial<PublishFields>) =>
      setFields((f) => {
        const next = { ...f, ...patch };
        if (patch.from !== undefined && patch.from !== f.from) {
          next.kind = kindOfSource(patch.from, f.kind);
          next.sourceId = '';
        }
        if (next.kind !== 'solver-template') {
          next.track = '';
          next.modelId = '';
        }
        return next;
      }),
    [],
  );
  return { fields, set };
}

export function problemsOf(body: PublishBody, detail: CompetitionDetail | null) {
  return publishProblems(body, detail?.submissionSpec.kind ?? '', catalogOf(detail));
}
