/**
 * Versions of one cheatsheet as variants: pick the cheatsheet from the library, then tick the
 * versions of its history to race (each version is the exact text saved then, not the item's
 * current text). Both reads are this computer's: the history works offline.
 */
import { useState } from 'react';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { PlatformText } from '../../components/PlatformText';
import { toErrorInfo } from '../../lib/errors';
import { localTime, parseDate } from '../../lib/format';
import { shortHash } from '../../lib/versionWords';
import { useContractQuery } from '../../stores/query';
import { useCached } from '../../stores/useCached';
import type { SweepForm, SweepFormAction } from './sweepForm';

interface Props {
  form: SweepForm;
  dispatch: (a: SweepFormAction) => void;
  onClose: () => void;
}

export function VersionPicker({ form, dispatch, onClose }: Props) {
  const sheets = useCached('library.list', { kind: 'cheatsheet', cursor: null });
  const [sheetId, setSheetId] = useState<string | null>(null);
  const history = useContractQuery(
    'library.history',
    { kind: 'cheatsheet', id: sheetId ?? '' },
    { enabled: sheetId !== null },
  );
  const items = sheets.data?.items ?? [];
  const title = (id: string) => {
    const item = items.find((i) => i.id === id);
    return item && 'title' in item ? String(item.title) : id;
  };
  const picked = (sha256: string) =>
    form.variants.some((v) => v.kind === 'version' && v.cheatsheetId === sheetId && v.sha256 === sha256);
  return (
    <div className="sw-picker" data-testid="sw-version-picker">
      <label className="sw-field">
        <span>Cheatsheet</span>
        <select
          value={sheetId ?? ''}
          onChange={(e) => setSheetId(e.target.value || null)}
          data-testid="sw-sheet-select"
        >
          <option value="">
            {sheets.loading ? 'Reading your cheatsheets…' : items.length === 0 ? 'No cheatsheets' : 'Choose…'}
          </option>
          {items.map((i) => (
            <option key={i.id} value={i.id}>
              {'title' in i ? String(i.title) : i.id}
            </option>
          ))}
        </select>
      </label>
      {sheets.error && !sheets.data && (
        <ErrorPanel
          info={sheets.error}
          onRetry={sheets.refresh}
          context="Could not read your cheatsheets"
          compact
        />
      )}
      {sheetId !== null && history.error && (
        <ErrorPanel
          info={toErrorInfo(history.error)}
          onRetry={() => history.refetch()}
          context="Could not read this cheatsheet’s history"
          compact
        />
      )}
      {sheetId !== null && history.isPending && <Loading label="Reading its versions…" />}
      {sheetId !== null && history.data?.length === 0 && (
        <p className="muted">No saved version of this cheatsheet is kept on this computer yet.</p>
      )}
      {sheetId !== null && history.data && history.data.length > 0 && (
        <ul className="sw-versions" aria-label={`Versions of ${title(sheetId)}, newest first`}>
          {history.data.map((v) => {
            const saved = parseDate(v.savedAt);
            return (
              <li key={v.sha256}>
                <label>
                  <input
                    type="checkbox"
                    checked={picked(v.sha256)}
                    onChange={() =>
                      dispatch({
                        type: 'toggleVersion',
                        cheatsheetId: sheetId,
                        sha256: v.sha256,
                        title: v.title ?? title(sheetId),
                        savedAt: v.savedAt,
                      })
                    }
                    data-testid="sw-version"
                  />{' '}
                  {saved ? localTime(saved) : 'Saved at an unknown time'} ·{' '}
                  <span className="muted">
                    <PlatformText>{v.title ?? 'Untitled'}</PlatformText> · {v.bytes.toLocaleString('en')}{' '}
                    bytes · <code title={v.sha256}>{shortHash(v.sha256)}</code>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="btn btn--small btn--ghost" onClick={onClose}>
        Done picking
      </button>
    </div>
  );
}
