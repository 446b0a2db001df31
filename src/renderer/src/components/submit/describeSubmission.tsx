import type { SubmissionDto } from '../../../../shared/api';
import { utf8Bytes } from '../../lib/bytes';
import { useCatalogWords } from '../../lib/catalogWords';
import { formatInteger } from '../../lib/format';
import { PlatformText } from '../PlatformText';
import { LocalTime } from '../TimeLeft';

function firstLine(text: string, max = 90): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/** One submission in a few words, by kind (spec 2.4). */
export function SubmissionLine({ s }: { s: SubmissionDto }) {
  const p = s.payload as Record<string, unknown>;
  const desc = typeof s.meta?.description === 'string' ? s.meta.description : null;
  // Track and model by the catalog's names (the IDs on hover).
  const catalog = useCatalogWords(s.kind === 'solver-participation' ? s.competitionId : null);
  let what: React.ReactNode;
  switch (s.kind) {
    case 'model-reference':
      what = (
        <>
          <code>
            <PlatformText>{String(p.modelName ?? '?')}</PlatformText>
          </code>{' '}
          @ <code title={String(p.commitHash ?? '')}>{String(p.commitHash ?? '').slice(0, 12)}</code>
        </>
      );
      break;
    case 'solver-participation':
      what = (
        <>
          track <span title={String(p.track ?? '')}>{catalog.track(String(p.track ?? '?'))}</span>, model{' '}
          <span title={String(p.modelId ?? '')}>{catalog.model(String(p.modelId ?? '?'))}</span>,{' '}
          {formatInteger(utf8Bytes(String(p.solverCode ?? '')))} bytes of Lean
        </>
      );
      break;
    case 'cheatsheet': {
      const content = String(p.content ?? '');
      what = (
        <>
          {formatInteger(utf8Bytes(content))} bytes:{' '}
          <q>
            <PlatformText>{firstLine(content)}</PlatformText>
          </q>
        </>
      );
      break;
    }
    case 'igp24-polynomial': {
      const v = s.verifiedPolynomials?.length ?? 0;
      const f = s.failedPolynomials?.length ?? 0;
      const q = Array.isArray(p.queuedPolynomials) ? p.queuedPolynomials.length : 0;
      what = (
        <>
          {v} accepted, {f} rejected{q ? `, ${q} queued` : ''}
        </>
      );
      break;
    }
    default:
      what = <code>{JSON.stringify(p).slice(0, 100)}</code>;
  }
  return (
    <span className="submission-line">
      {s.slot !== undefined && <strong>Slot {s.slot}: </strong>}
      {what}
      {desc && (
        <span className="muted">
          {' '}
          — “<PlatformText>{desc}</PlatformText>”
        </span>
      )}
      <span className="muted">
        {' '}
        · submitted <LocalTime iso={s.createdAt} />
      </span>
    </span>
  );
}
