import { type ChangeEvent, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '../components/ErrorPanel';
import { connectionLabel } from '../lib/connectionWords';
import { useActivateConnection, useActiveConnection, useConnections } from '../stores/query';
import { ConnectionIndicator } from './ConnectionIndicator';

/** The header: which platform every number on screen comes from, and whether it answers. */
/** `leading` and `trailing` are the shell's own buttons (menu, command palette) at the ends. */
export function ConnectionBar({ leading, trailing }: { leading?: ReactNode; trailing?: ReactNode }) {
  const active = useActiveConnection();
  const connections = useConnections().data;
  const { activate, activating, error: activateError } = useActivateConnection();
  const selectId = useId();

  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    if (e.target.value && e.target.value !== active?.id) activate(e.target.value);
  };

  return (
    <>
      <header className="topbar">
        {leading}
        <Link to="/competitions" className="topbar__brand">
          Participant Workbench
        </Link>
        <div className="topbar__connection">
          <span className="topbar__label">Connection</span>
          {active ? (
            <>
              <strong className="topbar__name" data-testid="active-connection" title={active.baseUrl}>
                {active.name}
              </strong>
              {active.kind === 'sandbox' && (
                <span
                  className="badge badge--sandbox"
                  title="The built-in local test platform, not the real one"
                >
                  Sandbox
                </span>
              )}
            </>
          ) : (
            <span className="muted">…</span>
          )}
        </div>
        <div className="topbar__switch">
          <label htmlFor={selectId} className="visually-hidden">
            Switch connection
          </label>
          <select
            id={selectId}
            value={active?.id ?? ''}
            onChange={onChange}
            disabled={!connections || activating !== null}
          >
            {!active && <option value="">Loading connections…</option>}
            {connections?.map((c) => (
              <option key={c.id} value={c.id}>
                {connectionLabel(c)}
              </option>
            ))}
          </select>
          {activating && <span className="muted">Switching…</span>}
        </div>
        <ConnectionIndicator />
        {trailing}
      </header>
      {activateError && (
        <div className="banner banner--error">
          <ErrorPanel info={activateError} compact context="Could not switch the connection" />
        </div>
      )}
    </>
  );
}
