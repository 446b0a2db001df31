import { useEffect, useRef } from 'react';
import type { CompetitionDetail, SubmissionDto } from '../../../../shared/api';
import { isolatedText } from '../../lib/bidi';
import { type CatalogWords, catalogWords } from '../../lib/catalogWords';
import { localTime, parseDate } from '../../lib/format';
import { useCached } from '../../stores/useCached';
import type { PublishFields } from './usePublishForm';
import { catalogOf } from './usePublishForm';

interface Props {
  fields: PublishFields;
  set(patch: Partial<PublishFields>): void;
  detail: CompetitionDetail | null;
  /** Field → problem in words (shown after the first try). */
  problems: Record<string, string>;
}

interface LibraryRow {
  id: string;
  title: string;
  track?: string;
  sourceContributorNetworkItemId?: string | null;
  publishedContributorNetworkItemId?: string | null;
}

/** The fields of the chosen source: one of my own library items or submissions, text, or a model. */
export function PublishSourceFields({ fields, set, detail, problems }: Props) {
  const libraryKind = fields.from === 'cheatsheet' || fields.from === 'solver-template' ? fields.from : null;
  const library = useCached(
    'library.list',
    { kind: libraryKind ?? 'cheatsheet', cursor: null },
    { enabled: libraryKind !== null },
  );
  const submissions = useCached(
    'submissions.mine',
    { competitionId: fields.competitionId, cursor: null },
    { enabled: fields.from === 'submission' && fields.competitionId !== '' },
  );
  const chosen = useCached(
    'library.get',
    { kind: libraryKind ?? 'cheatsheet', id: fields.sourceId },
    { enabled: libraryKind !== null && fields.sourceId !== '' },
  );
  // A library item forked from the network is published as a child of that item, on its own track.
  const adopted = useRef<string | null>(null);
  useEffect(() => {
    const item = chosen.data as LibraryRow | null;
    if (!item || item.id !== fields.sourceId || adopted.current === item.id) return;
    adopted.current = item.id;
    set({
      ...(item.track ? { track: item.track } : {}),
      ...(item.sourceContributorNetworkItemId && !fields.parentId
        ? { parentId: item.sourceContributorNetworkItemId }
        : {}),
    });
  }, [chosen.data, fields.sourceId, fields.parentId, set]);
  const catalog = catalogOf(detail);
  const words = catalogWords(detail);
  const rows = (library.data?.items ?? []) as LibraryRow[];
  const fixedTrack = fields.from === 'solver-template' || fields.from === 'submission';
  const err = (k: string) => problems[k] && <small className="field__error">{problems[k]}</small>;

  return (
    <>
      {(fields.from === 'submission' || fields.from === 'inline') && (
        <label className="field">
          <span>Publish as</span>
          <select
            value={fields.kind}
            onChange={(e) => set({ kind: e.target.value as PublishFields['kind'], competitionId: '' })}
            data-testid="cn-publish-kind"
          >
            <option value="cheatsheet">Cheatsheet</option>
            <option value="solver-template">Solver template</option>
          </select>
        </label>
      )}
      {libraryKind && (
        <label className="field">
          <span>{libraryKind === 'cheatsheet' ? 'Cheatsheet' : 'Solver template'} from your library</span>
          <select
            value={fields.sourceId}
            onChange={(e) => {
              adopted.current = null;
              set({ sourceId: e.target.value, parentId: '' });
            }}
            data-testid="cn-publish-source"
          >
            <option value="">Choose…</option>
            {fields.sourceId && !rows.some((r) => r.id === fields.sourceId) && (
              <option value={fields.sourceId}>
                {(chosen.data as LibraryRow | null)?.title ?? fields.sourceId}
              </option>
            )}
            {rows.map((r) => (
              <option key={r.id} value={r.id} disabled={Boolean(r.publishedContributorNetworkItemId)}>
                {isolatedText(r.title)}
                {r.publishedContributorNetworkItemId ? ' (already published)' : ''}
              </option>
            ))}
          </select>
          {err('source')}
        </label>
      )}
      {fields.from === 'submission' && (
        <label className="field">
          <span>Your current submission</span>
          <select
            value={fields.sourceId}
            onChange={(e) => set({ sourceId: e.target.value })}
            data-testid="cn-publish-submission"
          >
            <option value="">Choose…</option>
            {(submissions.data?.items ?? []).map((s) => (
              <option key={s.submissionId} value={s.submissionId}>
                {submissionWords(s, words)}
              </option>
            ))}
          </select>
          {err('source')}
        </label>
      )}
      {fields.from === 'inline' && (
        <>
          <label className="field">
            <span>Title</span>
            <input
              type="text"
              value={fields.title}
              maxLength={200}
              onChange={(e) => set({ title: e.target.value })}
              data-testid="cn-publish-title"
            />
            {err('title')}
          </label>
          <label className="field">
            <span>{fields.kind === 'cheatsheet' ? 'Cheatsheet text' : 'Solver source (Lean 4)'}</span>
            <textarea
              rows={8}
              value={fields.text}
              onChange={(e) => set({ text: e.target.value })}
              className="mono"
              data-testid="cn-publish-text"
            />
            {err('text')}
          </label>
        </>
      )}
      {fields.from === 'model-reference' && (
        <>
          <label className="field">
            <span>Model (owner/name)</span>
            <input
              type="text"
              value={fields.modelName}
              onChange={(e) => set({ modelName: e.target.value })}
              data-testid="cn-publish-model-name"
            />
            {err('modelName')}
          </label>
          <label className="field">
            <span>Commit (40 hexadecimal characters)</span>
            <input
              type="text"
              value={fields.commitHash}
              onChange={(e) => set({ commitHash: e.target.value })}
              className="mono"
              data-testid="cn-publish-commit"
            />
            {err('commitHash')}
          </label>
        </>
      )}
      {fields.kind === 'solver-template' && (
        <>
          <label className="field">
            <span>Track</span>
            <select
              value={fields.track}
              onChange={(e) => set({ track: e.target.value })}
              disabled={fixedTrack && fields.track !== ''}
              data-testid="cn-publish-track"
            >
              <option value="">Choose…</option>
              {catalog.tracks.map((t) => (
                <option key={t} value={t}>
                  {words.track(t)}
                </option>
              ))}
            </select>
            {fixedTrack && <small className="muted">The track must be the source’s own track.</small>}
            {err('track')}
          </label>
          <label className="field">
            <span>Model</span>
            <select
              value={fields.modelId}
              onChange={(e) => set({ modelId: e.target.value })}
              data-testid="cn-publish-model"
            >
              <option value="">Choose…</option>
              {catalog.models.map((m) => (
                <option key={m} value={m}>
                  {words.model(m)}
                </option>
              ))}
            </select>
            {err('modelId')}
          </label>
        </>
      )}
    </>
  );
}

/** A submission as an option: when it was made, its track, its description; not its ID. */
function submissionWords(s: SubmissionDto, words: CatalogWords): string {
  const at = parseDate(s.createdAt);
  const track = typeof s.payload.track === 'string' ? `track ${words.track(s.payload.track)}` : null;
  const desc =
    typeof s.meta?.description === 'string' && s.meta.description ? isolatedText(s.meta.description) : null;
  return [at ? `Submitted ${localTime(at)}` : 'Submitted', track, desc && `“${desc}”`]
    .filter(Boolean)
    .join(' · ');
}
