import { PlatformText } from './PlatformText';

/** The platform's models as boxes to tick: a run's models, a sweep's, a solver's allowed ones. */
export function ModelChecks({
  models,
  picked,
  onToggle,
  failed = false,
}: {
  /** Undefined until the list is read. */
  models: readonly { id: string; name: string }[] | undefined;
  picked: readonly string[];
  onToggle: (id: string) => void;
  /** The list could not be read (its error is shown beside): no "Reading…" then. */
  failed?: boolean;
}) {
  return (
    <div className="check-list">
      {models?.map((m) => (
        <label key={m.id}>
          <input type="checkbox" checked={picked.includes(m.id)} onChange={() => onToggle(m.id)} />{' '}
          <PlatformText>{m.name}</PlatformText>
        </label>
      )) ?? (failed ? null : <span className="muted">Reading the models…</span>)}
    </div>
  );
}
