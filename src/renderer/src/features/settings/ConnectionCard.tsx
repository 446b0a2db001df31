import { useEffect, useRef, useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { ConnectionView } from '../../../../shared/contract';
import { call } from '../../bridge';
import { ErrorPanel } from '../../components/ErrorPanel';
import { toErrorInfo } from '../../lib/errors';
import { CONNECTIONS_KEY, useActivateConnection, useAppStatus, useLocalWrite } from '../../stores/query';
import { ConnectionForm, type ConnectionFormValues } from './ConnectionForm';
import { keyStatus } from './keyStatus';
import { TestResult, type TestState } from './TestResult';

type Mode = 'view' | 'edit' | 'confirm-remove';

export function ConnectionCard({ c }: { c: ConnectionView }) {
  const [mode, setMode] = useState<Mode>('view');
  const [test, setTest] = useState<TestState | null>(null);
  const [actionError, setActionError] = useState<ApiErrorInfo | null>(null);
  const { activate, activating } = useActivateConnection();
  const update = useLocalWrite('connections.update', { invalidates: [CONNECTIONS_KEY] });
  const removal = useLocalWrite('connections.remove', { invalidates: [CONNECTIONS_KEY] });
  const keychainAvailable = useAppStatus().status?.keychainAvailable !== false;
  const sandbox = c.kind === 'sandbox';
  const confirmRef = useRef<HTMLButtonElement>(null);

  // Move focus into the confirmation so Enter/Escape act on it without hunting for it.
  useEffect(() => {
    if (mode === 'confirm-remove') confirmRef.current?.focus();
  }, [mode]);

  const runTest = async () => {
    setTest({ phase: 'running' });
    try {
      setTest({ phase: 'done', result: await call('connections.test', { id: c.id }) });
    } catch (e) {
      setTest({ phase: 'failed', error: toErrorInfo(e) });
    }
  };

  const save = async (v: ConnectionFormValues) => {
    // Send only what changed, so an untouched key or address is never rewritten.
    const changes = {
      ...(v.name.trim() !== c.name ? { name: v.name.trim() } : {}),
      ...(!sandbox && v.baseUrl.trim() !== c.baseUrl ? { baseUrl: v.baseUrl.trim() } : {}),
      ...(!sandbox && v.apiKey.trim() ? { apiKey: v.apiKey.trim() } : {}),
    };
    if (Object.keys(changes).length > 0) await update.mutateAsync({ id: c.id, ...changes });
    setMode('view');
  };

  // A rename needs no test; a new address or key is tried before it replaces the working one.
  const testBeforeSave = async (v: ConnectionFormValues) => {
    const baseUrl = v.baseUrl.trim() !== c.baseUrl ? v.baseUrl.trim() : undefined;
    const apiKey = v.apiKey.trim() || undefined;
    if (sandbox || (!baseUrl && !apiKey)) return null;
    return call('connections.testValues', { id: c.id, baseUrl, apiKey });
  };

  const remove = async () => {
    setActionError(null);
    try {
      await removal.mutateAsync({ id: c.id });
    } catch (e) {
      setActionError(toErrorInfo(e));
      setMode('view');
    }
  };

  return (
    <li
      className={c.active ? 'conn conn--active' : 'conn'}
      data-testid="connection"
      data-connection-id={c.id}
    >
      <div className="conn__head">
        <h2 className="conn__name">{c.name}</h2>
        {sandbox ? (
          <span className="badge badge--sandbox">Sandbox</span>
        ) : (
          <span className="badge badge--neutral">Platform</span>
        )}
        {c.active && <span className="badge badge--ok">Active</span>}
        <div className="conn__actions">
          {!c.active && (
            <button
              type="button"
              className="btn btn--small"
              onClick={() => activate(c.id)}
              disabled={activating !== null}
            >
              {activating === c.id ? 'Activating…' : 'Activate'}
            </button>
          )}
          <button
            type="button"
            className="btn btn--small"
            onClick={runTest}
            disabled={test?.phase === 'running'}
          >
            Test connection
          </button>
          <button
            type="button"
            className="btn btn--small"
            onClick={() => setMode(mode === 'edit' ? 'view' : 'edit')}
            aria-expanded={mode === 'edit'}
          >
            Edit
          </button>
          {!sandbox && (
            <button
              type="button"
              className="btn btn--small btn--danger"
              onClick={() => setMode('confirm-remove')}
            >
              Remove
            </button>
          )}
        </div>
      </div>
      <dl className="conn__facts">
        <dt>Base URL</dt>
        <dd>
          <code>{c.baseUrl}</code>
        </dd>
        <dt>Kind</dt>
        <dd>{sandbox ? 'Built-in local sandbox (test data, not the real platform)' : 'Platform'}</dd>
        <dt>API key</dt>
        <dd className={c.keyStorage === 'memory' ? 'conn__key conn__key--memory' : 'conn__key'}>
          {keyStatus(c)}
        </dd>
      </dl>
      {mode === 'confirm-remove' && (
        <div className="conn__confirm" role="alertdialog" aria-label={`Remove ${c.name}?`}>
          <p>
            Remove <strong>{c.name}</strong>? Its stored key is deleted too. This cannot be undone.
          </p>
          <button
            ref={confirmRef}
            type="button"
            className="btn btn--small btn--danger-solid"
            onClick={remove}
            onKeyDown={(e) => e.key === 'Escape' && setMode('view')}
          >
            Remove connection
          </button>
          <button type="button" className="btn btn--small" onClick={() => setMode('view')}>
            Cancel
          </button>
        </div>
      )}
      {mode === 'edit' && (
        <ConnectionForm
          mode="edit"
          initial={{ name: c.name, baseUrl: c.baseUrl }}
          fields={sandbox ? ['name'] : undefined}
          submitLabel="Save changes"
          onSave={save}
          testBeforeSave={testBeforeSave}
          onCancel={() => setMode('view')}
          keychainAvailable={keychainAvailable}
        />
      )}
      {actionError && <ErrorPanel info={actionError} compact context="Could not remove the connection" />}
      {test && <TestResult state={test} />}
    </li>
  );
}
