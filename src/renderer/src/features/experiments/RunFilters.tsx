import { ChoiceSelect } from './ChoiceSelect';
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
  return (
    <fieldset className="xp-filters" data-testid="xp-filters">
      <legend>Show runs</legend>
      <ChoiceSelect
        label="Model"
        value={filter.model}
        onChange={(v) => view.set('model', v)}
        every="every model"
        options={choices.models.map((m) => ({ value: m, text: modelName(m) }))}
      />
      <ChoiceSelect
        label="Problem set"
        value={filter.problemSet}
        onChange={(v) => view.set('problemSet', v)}
        every="every problem set"
        options={choices.problemSets.map((s) => ({ value: s, text: s }))}
      />
      <ChoiceSelect
        label="Version"
        value={filter.version}
        onChange={(v) => view.set('version', v)}
        every="every version"
        options={[...versions.values()].map((v) => ({
          value: v.sha256,
          text: pinLabel(
            {
              position: null,
              kind: v.kind,
              itemId: v.itemId,
              sha256: v.sha256,
              title: v.title,
              how: 'matched',
            },
            versions,
          ),
        }))}
        extra={<option value="unknown">{UNKNOWN_VERSION}</option>}
        testId="xp-filter-version"
      />
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
