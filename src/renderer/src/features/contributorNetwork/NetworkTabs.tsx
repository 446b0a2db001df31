import { NavLink } from 'react-router';

/** The Contributor Network's areas. */
export function NetworkTabs() {
  const tabs = [
    { to: '/network', label: 'Browse', end: true },
    { to: '/network/packages', label: 'Lean kernel packages' },
    { to: '/network/benchmarks', label: 'Benchmarks' },
    { to: '/network/publish', label: 'Publish' },
  ];
  return (
    <nav className="tabs" aria-label="Contributor Network">
      {tabs.map((t) => (
        <NavLink
          key={t.to}
          to={t.to}
          end={t.end}
          className={({ isActive }) => (isActive ? 'is-active' : undefined)}
        >
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
