import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PALETTE_KEYS } from '../../../shared/shortcuts';
import { connectionLabel } from '../lib/connectionWords';
import { useModalDialog } from '../lib/useModalDialog';
import { useActivateConnection, useAppStatus, useConnections, useRefreshShown } from '../stores/query';
import { useCached } from '../stores/useCached';
import { KeysText } from './KeysText';
import { paletteScore } from './paletteMatch';
import { competitionPages, PAGES } from './palettePages';
import './CommandPalette.css';

interface Props {
  open: boolean;
  onClose(): void;
  onShowShortcuts(): void;
}

/**
 * Ctrl/Cmd+K: every page (each competition's too) and the common actions, found by any word of
 * their names or keywords (paletteMatch.ts). A native modal dialog.
 */
export function CommandPalette({ open, onClose, onShowShortcuts }: Props) {
  // autoFocus ran while the dialog was still closed; typing must land in the search field.
  const dialog = useModalDialog(open, onClose, (d) => d.querySelector('input')?.focus());
  const navigate = useNavigate();
  const connections = useConnections().data;
  const activeId = useAppStatus().status?.activeConnectionId;
  const { activate } = useActivateConnection();
  const refreshShown = useRefreshShown();
  const [search, setSearch] = useState('');
  // Each opening starts from an empty search, as the palette's body is made anew.
  useEffect(() => {
    if (open) setSearch('');
  }, [open]);
  // Only while open: the list is read from the cache. Each competition's pages are offered once
  // something is typed, so the first view stays the short list of the app's pages and actions.
  const competitions = useCached('competitions.list', {}, { enabled: open }).data ?? [];
  const pages = search.trim() === '' ? PAGES : [...PAGES, ...competitionPages(competitions)];

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
        <Command label="Command palette" loop filter={paletteScore}>
          <Command.Input
            placeholder="Type a page or an action…"
            className="palette__input"
            value={search}
            onValueChange={setSearch}
          />
          <Command.List className="palette__list">
            <Command.Empty className="palette__empty">Nothing matches.</Command.Empty>
            <Command.Group heading="Go to">
              {pages.map((p) => (
                <Command.Item
                  key={p.to}
                  value={`Go to ${p.label}`}
                  keywords={p.keywords}
                  onSelect={run(() => navigate(p.to))}
                >
                  {p.label}
                </Command.Item>
              ))}
            </Command.Group>
            <Command.Group heading="Actions">
              <Command.Item
                value="New cheatsheet"
                keywords={['write', 'create', 'add']}
                onSelect={run(() => navigate('/library/cheatsheets/new'))}
              >
                New cheatsheet
              </Command.Item>
              <Command.Item
                value="New solver template"
                keywords={['write', 'create', 'add', 'lean']}
                onSelect={run(() => navigate('/library/solver-templates/new'))}
              >
                New solver template
              </Command.Item>
              <Command.Item
                value="Refresh what is on screen"
                keywords={['reload', 'update']}
                onSelect={run(refreshShown)}
              >
                Refresh what is on screen
              </Command.Item>
              <Command.Item
                value="Keyboard shortcuts help"
                keywords={['keys', 'hotkeys']}
                onSelect={run(onShowShortcuts)}
              >
                Keyboard shortcuts
              </Command.Item>
            </Command.Group>
            <Command.Group heading="Switch connection">
              {connections?.map((c) => (
                <Command.Item
                  key={c.id}
                  value={`Switch connection to ${c.name} ${c.id}`}
                  keywords={['platform', c.kind]}
                  disabled={c.id === activeId}
                  onSelect={run(() => activate(c.id))}
                >
                  {connectionLabel(c)}
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
