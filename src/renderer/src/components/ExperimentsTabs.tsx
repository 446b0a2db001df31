import { NavLink } from 'react-router';
import { experimentsPath, sweepsPath } from '../lib/experimentsRoutes';
import './ExperimentsTabs.css';

/**
 * The Experiments tab's two parts: the runs with their versions, and the Playground sweeps (a
 * Stage 1 competition's only: sweeps race cheatsheets). Shared by the experiments and sweeps pages.
 */
export function ExperimentsTabs({ competitionId, sweeps }: { competitionId: string; sweeps: boolean }) {
  if (!sweeps) return null;
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? 'is-active' : undefined);
  return (
    <nav className="tabs tabs--sub" aria-label="Experiments sections">
      <NavLink to={experimentsPath(competitionId)} end className={cls} data-testid="xp-tab-runs">
        Runs and versions
      </NavLink>
      <NavLink to={sweepsPath(competitionId)} className={cls} data-testid="xp-tab-sweeps">
        Sweeps
      </NavLink>
    </nav>
  );
}
