import type { RunFilterState } from './useRunFilter';
import { pinLabel, UNKNOWN_VERSION } from './words';

interface Props {
  view: RunFilterState;
  modelName: (id: string) => string;
  total: number;
}

/** Model, problem set and version: which runs the chart and the table show. */
export function RunFilters({ view, modelName, total }: Props) {
  const { filter, choices, versions } = view;
  const pick = (v: string) => (v === '' ? null : v);
  return (
    <fieldset className="xp-filters" data-testid="xp-filters">
      <legend>Show runs</legend>
      <label className="inline-field">
        Model{' '}
        <select value={filter.model ?? ''} onChange={(e) => view.set('model', pick(e.target.value))}>
          <option value="">every model</option>
          {choices.models.map((m) => (
            <option key={m} value={m}>
              {modelName(m)}
            </option>
          ))}
        </select>
      </label>
      <label className="inline-field">
        Problem set{' '}
        <select
          value={filter.problemSet ?? ''}
          onChange={(e) => view.set('problemSet', pick(e.target.value))}
        >
          <option value="">every problem set</option>
          {choices.problemSets.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className="inline-field">
        Version{' '}
        <select
          value={filter.version ?? ''}
          onChange={(e) => view.set('version', pick(e.target.value))}
          data-testid="xp-filter-version"
        >
          <option value="">every version</option>
          {[...versions.values()].map((v) => (
            <option key={v.sha256} value={v.sha256}>
              {pinLabel(
                {
                  position: null,
                  kind: v.kind,
                  itemId: v.itemId,
                  sha256: v.sha256,
                  title: v.title,
                  how: 'matched',
                },
                versions,
              )}
            </option>
          ))}
          <option value="unknown">{UNKNOWN_VERSION}</option>
        </select>
      </label>
      <span className="muted" role="status">
        {view.shown.length === total ? `${total} runs` : `${view.shown.length} of ${total} runs`}
      </span>
      {view.active && (
        <button type="button" className="btn btn--small btn--ghost" onClick={view.reset}>
          Show all
        </button>
      )}
    </fieldset>
  );
}
