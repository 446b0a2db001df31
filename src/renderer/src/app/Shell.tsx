import { NavLink, Outlet } from 'react-router';
import { OutboxBadge } from '../features/outbox/OutboxBadge';
import { useActiveConnection } from '../stores/statusStore';
import { ConnectionBar } from './ConnectionBar';
import { StoreNoticeBanner } from './StoreNoticeBanner';
import './Shell.css';

/** Only areas that work are in the navigation; unfinished ones stay out of sight. */
const NAV = [
  { to: '/competitions', label: 'Competitions' },
  { to: '/igp24', label: 'IGP24' },
  { to: '/library', label: 'Library' },
  { to: '/outbox', label: 'Outbox' },
  { to: '/settings/connections', label: 'Settings' },
];

export function Shell() {
  const active = useActiveConnection();
  const sandbox = active?.kind === 'sandbox';
  return (
    <div className={sandbox ? 'shell shell--sandbox' : 'shell'}>
      <button type="button" className="skip-link" onClick={focusMain}>
        Skip to content
      </button>
      <ConnectionBar />
      <StoreNoticeBanner />
      <div className="shell__body">
        <nav className="sidenav" aria-label="Main">
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
          <Outlet />
        </main>
      </div>
    </div>
  );
}

// A hash link would be taken by the hash router as a route; move focus by hand instead.
function focusMain() {
  document.getElementById('main-content')?.focus();
}
