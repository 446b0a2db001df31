import { Command } from 'cmdk';
import { useNavigate } from 'react-router';
import { PALETTE_KEYS } from '../../../shared/shortcuts';
import { useModalDialog } from '../lib/useModalDialog';
import { useActivateConnection, useAppStatus, useConnections, useRefreshShown } from '../stores/query';
import { KeysText } from './KeysText';
import './CommandPalette.css';

const PAGES = [
  { to: '/competitions', label: 'Competitions' },
  { to: '/playground', label: 'Playground' },
  { to: '/igp24', label: 'IGP24 workbench' },
  { to: '/library/cheatsheets', label: 'Library: cheatsheets' },
  { to: '/library/solver-templates', label: 'Library: solver templates' },
  { to: '/library/lean-problems', label: 'Library: custom Lean problems' },
  { to: '/network', label: 'Contributor Network' },
  { to: '/network/benchmarks', label: 'Contributor Network: benchmarks' },
  { to: '/network/packages', label: 'Contributor Network: Lean kernel packages' },
  { to: '/outbox', label: 'Outbox' },
  { to: '/settings/connections', label: 'Settings: connections' },
];

interface Props {
  open: boolean;
  onClose(): void;
  onShowShortcuts(): void;
}

/** Ctrl/Cmd+K: every page and the common actions, found by typing. A native modal dialog. */
export function CommandPalette({ open, onClose, onShowShortcuts }: Props) {
  // autoFocus ran while the dialog was still closed; typing must land in the search field.
  const dialog = useModalDialog(open, onClose, (d) => d.querySelector('input')?.focus());
  const navigate = useNavigate();
  const connections = useConnections().data;
  const activeId = useAppStatus().status?.activeConnectionId;
  const { activate } = useActivateConnection();
  const refreshShown = useRefreshShown();

  const run = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <dialog
      ref={dialog.ref}
      className="palette"
      aria-label="Command palette"
      onClose={dialog.onClose}
      onClick={(e) => e.target === dialog.ref.current && onClose()}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      {open && (
        <Command label="Command palette" loop>
          <Command.Input placeholder="Type a page or an action…" className="palette__input" />
          <Command.List className="palette__list">
            <Command.Empty className="palette__empty">Nothing matches.</Command.Empty>
            <Command.Group heading="Go to">
              {PAGES.map((p) => (
                <Command.Item key={p.to} value={`Go to ${p.label}`} onSelect={run(() => navigate(p.to))}>
                  {p.label}
                </Command.Item>
              ))}
            </Command.Group>
            <Command.Group heading="Actions">
              <Command.Item value="New cheatsheet" onSelect={run(() => navigate('/library/cheatsheets/new'))}>
                New cheatsheet
              </Command.Item>
              <Command.Item
                value="New solver template"
                onSelect={run(() => navigate('/library/solver-templates/new'))}
              >
                New solver template
              </Command.Item>
              <Command.Item value="Refresh what is on screen" onSelect={run(refreshShown)}>
                Refresh what is on screen
              </Command.Item>
              <Command.Item value="Keyboard shortcuts help" onSelect={run(onShowShortcuts)}>
                Keyboard shortcuts
              </Command.Item>
            </Command.Group>
            <Command.Group heading="Switch connection">
              {connections?.map((c) => (
                <Command.Item
                  key={c.id}
                  value={`Switch connection to ${c.name} ${c.id}`}
                  disabled={c.id === activeId}
                  onSelect={run(() => activate(c.id))}
                >
                  {c.name}
                  {c.kind === 'sandbox' && ' (Sandbox)'}
                  {c.id === activeId && <span className="palette__hint"> · active</span>}
                </Command.Item>
              ))}
            </Command.Group>
          </Command.List>
          <p className="palette__footer muted">
            ↑↓ to choose, Enter to run, Esc to close · <KeysText keys={PALETTE_KEYS} /> opens this anywhere
          </p>
        </Command>
      )}
    </dialog>
  );
}
