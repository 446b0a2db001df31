import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorPanel } from '../../components/ErrorPanel';
import { toErrorInfo } from '../../lib/errors';
import { readKey, useContractQuery, useLocalWrite } from '../../stores/query';

const UPDATES_KEY = readKey('updates.get', {});

/** The switch for looking for updates (installed app only); read by the app before every check. */
export function UpdatesSection() {
  const client = useQueryClient();
  const settings = useContractQuery('updates.get', {});
  const set = useLocalWrite('updates.set', {
    onSuccess: (answer) => client.setQueryData(UPDATES_KEY, answer),
  });
  /**
   * The value just clicked, shown in the click itself: a controlled checkbox that waited for the
   * query (whose updates arrive a tick later) would snap back in between. Once stored it equals the
   * stored value; on a refusal the stored value shows again, with the error.
   */
  const [clicked, setClicked] = useState<boolean | null>(null);
  const change = (enabled: boolean) => {
    setClicked(enabled);
    set.mutate({ enabled }, { onError: () => setClicked(null) });
  };
  const enabled = clicked ?? settings.data?.enabled ?? null;
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
