import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PALETTE_KEYS } from '../../../shared/shortcuts';
import { Loading } from '../components/Loading';
import { editorPreloads } from '../components/monaco';
import { OutboxBadge } from '../features/outbox/OutboxBadge';
import { useRunNotifications } from '../features/playground/useRunNotifications';
import { useActiveConnection } from '../stores/query';
import { CommandPalette } from './CommandPalette';
import { ConnectionBar } from './ConnectionBar';
import { KeysText } from './KeysText';
import { pageLoaders } from './lazyPage';
import { preloadAtIdle } from './preloadAtIdle';
import { ShortcutsHelp } from './ShortcutsHelp';
import { StoreNoticeBanner } from './StoreNoticeBanner';
import { useGlobalKeys } from './useGlobalKeys';
import './Shell.css';

/** Only areas that work are in the navigation; unfinished ones stay out of sight. */
const NAV = [
  { to: '/competitions', label: 'Competitions' },
  { to: '/playground', label: 'Playground' },
  { to: '/igp24', label: 'IGP24' },
  { to: '/library', label: 'Library' },
  { to: '/network', label: 'Contributor Network' },
  { to: '/outbox', label: 'Outbox' },
  { to: '/settings/connections', label: 'Settings' },
];

export function Shell() {
  const active = useActiveConnection();
  useRunNotifications();
  const client = useQueryClient();
  // Once the first screen is drawn, the other pages and the editors load while the page is idle.
  useEffect(() => preloadAtIdle([...pageLoaders(), ...editorPreloads], { activity: client }), [client]);
  const sandbox = active?.kind === 'sandbox';
  // In narrow windows the sidebar is a menu over the page; it closes when a page is chosen.
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new page
  useEffect(() => setNavOpen(false), [pathname]);
  const [overlay, setOverlay] = useState<'palette' | 'help' | null>(null);
  // Each dialog closes only itself: the palette's close must not shut the list it opened.
  const closePalette = useCallback(() => setOverlay((o) => (o === 'palette' ? null : o)), []);
  const closeHelp = useCallback(() => setOverlay((o) => (o === 'help' ? null : o)), []);
  useGlobalKeys({
    palette: useCallback(() => setOverlay((o) => (o === 'palette' ? null : 'palette')), []),
    help: useCallback(() => setOverlay('help'), []),
  });
  const classes = ['shell', sandbox && 'shell--sandbox', navOpen && 'shell--nav-open'].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      <button type="button" className="skip-link" onClick={focusMain}>
        Skip to content
      </button>
      <ConnectionBar
        leading={
          <button
            type="button"
            className="btn btn--small nav-toggle"
            aria-expanded={navOpen}
            aria-controls="main-nav"
            onClick={() => setNavOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span> Menu
          </button>
        }
        trailing={
          <button
            type="button"
            className="btn btn--small btn--ghost palette-button"
            title="Command palette: pages and actions"
            onClick={() => setOverlay('palette')}
          >
            <KeysText keys={PALETTE_KEYS} />
          </button>
        }
      />
      <CommandPalette
        open={overlay === 'palette'}
        onClose={closePalette}
        onShowShortcuts={() => setOverlay('help')}
      />
      <ShortcutsHelp open={overlay === 'help'} onClose={closeHelp} />
      <StoreNoticeBanner />
      <div className="shell__body">
        <nav className="sidenav" id="main-nav" aria-label="Main">
          <ul>
            {NAV.map((n) => (
              <li key={n.to}>
                <NavLink
                  to={n.to}
                  className={({ isActive }) => (isActive ? 'sidenav__link is-active' : 'sidenav__link')}
                >
                  {n.label}
                  {n.to === '/outbox' && <OutboxBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main-content" className="shell__main" tabIndex={-1}>
          {/* A page opened for the first time before its code was preloaded says so here. */}
          <Suspense fallback={<Loading label="Loading page…" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

// A hash link would be taken by the hash router as a route; move focus by hand instead.
function focusMain() {
  document.getElementById('main-content')?.focus();
}
