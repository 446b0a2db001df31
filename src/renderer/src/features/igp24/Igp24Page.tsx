import { NavLink, useSearchParams } from 'react-router';
import { DiscoverTab } from './DiscoverTab';
import { ExplorerTab } from './ExplorerTab';
import { HistoryTab } from './HistoryTab';
import { PolynomialsTab } from './PolynomialsTab';
import { QuotaBadge } from './QuotaBadge';
import { useLabelSync } from './useLabelSync';
import '../../styles/competitions.css';
import './igp24.css';

const TABS = [
  { id: 'polynomials', label: 'Polynomials' },
  { id: 'explorer', label: 'Explorer' },
  { id: 'discover', label: 'Discover' },
  { id: 'history', label: 'Submissions' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The IGP24 workbench: check polynomial files locally, submit within the cap, explore labels, discover polynomials. */
export function Igp24Page() {
  const [params] = useSearchParams();
  const tab: TabId = (TABS.find((t) => t.id === params.get('tab'))?.id ?? 'polynomials') as TabId;
  const labels = useLabelSync();
  return (
    <div className="page igp24">
      <div className="page__header igp24__header">
        <h1>IGP24 workbench</h1>
        <span className="muted">
          Monic degree-24 polynomials for the pairs (24T&lt;t&gt;, r) ·{' '}
          <NavLink to="/competitions/igp24">competition</NavLink> ·{' '}
          <NavLink to="/competitions/igp24/leaderboard">leaderboard, placements and search</NavLink>
        </span>
        <QuotaBadge />
      </div>
      <nav className="tabs" aria-label="IGP24 sections">
        {TABS.map((t) => (
          <NavLink
            key={t.id}
            to={`/igp24?tab=${t.id}`}
            className={() => (tab === t.id ? 'is-active' : undefined)}
            aria-current={tab === t.id ? 'page' : undefined}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      {tab === 'polynomials' && <PolynomialsTab labels={labels} />}
      {tab === 'explorer' && <ExplorerTab labels={labels} />}
      {tab === 'discover' && <DiscoverTab />}
      {tab === 'history' && <HistoryTab />}
    </div>
  );
}
