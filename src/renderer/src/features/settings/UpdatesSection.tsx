import { useQueryClient } from '@tanstack/react-query';
import type { UpdateSettings } from '../../../../shared/contract';
import { ErrorPanel } from '../../components/ErrorPanel';
import { toErrorInfo } from '../../lib/errors';
import { readKey, useContractQuery, useLocalWrite } from '../../stores/query';

const UPDATES_KEY = readKey('updates.get', {});

/** The switch for looking for updates (installed app only); read by the app before every check. */
export function UpdatesSection() {
  const client = useQueryClient();
  const settings = useContractQuery('updates.get', {});
  const set = useLocalWrite('updates.set', {
    // Shown at once; put back if the core refuses.
    onMutate: (next) => {
      const before = client.getQueryData<UpdateSettings>(UPDATES_KEY);
      client.setQueryData(UPDATES_KEY, next);
      return before;
    },
    onError: (_e, _next, before) => client.setQueryData(UPDATES_KEY, before),
    onSuccess: (answer) => client.setQueryData(UPDATES_KEY, answer),
  });
  const enabled = settings.data?.enabled ?? null;
  const failure = set.error ?? (settings.data ? null : settings.error);
  const error = failure ? toErrorInfo(failure) : null;

  return (
    <section className="card section" aria-labelledby="updates-h">
      <h2 id="updates-h">Updates</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          data-testid="updates-enabled"
          disabled={enabled === null}
          checked={enabled ?? false}
          onChange={(e) => set.mutate({ enabled: e.target.checked })}
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
