import { call } from '../../bridge';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { toErrorInfo } from '../../lib/errors';
import { CONNECTIONS_KEY, useAppStatus, useConnections, useLocalWrite } from '../../stores/query';
import { AboutCredits } from './AboutCredits';
import { ConnectionCard } from './ConnectionCard';
import { ConnectionForm, type ConnectionFormValues } from './ConnectionForm';
import { UpdatesSection } from './UpdatesSection';
import './settings.css';

export function ConnectionsPage() {
  const list = useConnections();
  const connections = list.data ?? null;
  const error = list.error ? toErrorInfo(list.error) : null;
  const keychain = useAppStatus().status?.keychainAvailable;
  const addConnection = useLocalWrite('connections.add', { invalidates: [CONNECTIONS_KEY] });

  const add = async (v: ConnectionFormValues) => {
    await addConnection.mutateAsync({
      name: v.name.trim(),
      baseUrl: v.baseUrl.trim(),
      apiKey: v.apiKey.trim(),
    });
  };

  return (
    <div className="page settings">
      <div className="page__header">
        <h1>Connections</h1>
      </div>
      {keychain === false && (
        <div className="notice notice--warn" role="note" data-testid="keychain-notice">
          <strong>No OS keychain available.</strong> Keys you enter are kept in memory for this session only
          and are never written to disk; you will need to enter them again after restarting the workbench.
        </div>
      )}
      {error && !connections && (
        <ErrorPanel info={error} onRetry={() => void list.refetch()} context="Could not load connections" />
      )}
      {!connections && !error && <Loading label="Loading connections…" />}
      {connections && (
        <ul className="conn-list" aria-label="Connections">
          {connections.map((c) => (
            <ConnectionCard key={c.id} c={c} />
          ))}
        </ul>
      )}
      <section className="card section" aria-labelledby="add-h">
        <h2 id="add-h">Add a connection</h2>
        <p className="muted">
          A connection is a platform address and an API key. The key stays in the workbench's main process;
          this window never sees it again after you save.
        </p>
        <ConnectionForm
          mode="add"
          initial={{ name: '', baseUrl: '' }}
          submitLabel="Add connection"
          keychainAvailable={keychain !== false}
          onSave={add}
          testBeforeSave={(v) =>
            call('connections.testValues', { baseUrl: v.baseUrl.trim(), apiKey: v.apiKey.trim() })
          }
        />
      </section>
      <UpdatesSection />
      <AboutCredits />
    </div>
  );
}
