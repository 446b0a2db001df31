import { useEffect, useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api/errors';
import { call } from '../../bridge';
import { ErrorPanel } from '../../components/ErrorPanel';
import { toErrorInfo } from '../../lib/errors';

/** The switch for looking for updates (installed app only); read by the app before every check. */
export function UpdatesSection() {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);

  useEffect(() => {
    call('updates.get', {})
      .then((s) => setEnabled(s.enabled))
      .catch((e: unknown) => setError(toErrorInfo(e)));
  }, []);

  const change = (next: boolean) => {
    const before = enabled;
    // Shown at once; put back if the core refuses.
    setEnabled(next);
    setError(null);
    call('updates.set', { enabled: next })
      .then((s) => setEnabled(s.enabled))
      .catch((e: unknown) => {
        setEnabled(before);
        setError(toErrorInfo(e));
      });
  };

  return (
    <section className="card section" aria-labelledby="updates-h">
      <h2 id="updates-h">Updates</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          data-testid="updates-enabled"
          disabled={enabled === null}
          checked={enabled ?? false}
          onChange={(e) => change(e.target.checked)}
        />{' '}
        Look for new versions and install them when the app quits
      </label>
      <p className="muted">
        When this is off, the installed app never asks the update server; install new versions yourself.
      </p>
      {error && <ErrorPanel info={error} context="Could not change the update setting" />}
    </section>
  );
}
