import { Navigate, Route, Routes } from 'react-router';
import { CompetitionDetailPage } from '../features/competitions/CompetitionDetailPage';
import { CompetitionsPage } from '../features/competitions/CompetitionsPage';
import { OverviewSection } from '../features/competitions/OverviewSection';
import { LeaderboardSection } from '../features/leaderboard/LeaderboardSection';
import { ConnectionsPage } from '../features/settings/ConnectionsPage';
import { NotFound } from './NotFound';
import { Shell } from './Shell';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/competitions" replace />} />
        <Route path="competitions" element={<CompetitionsPage />} />
        <Route path="competitions/:competitionId" element={<CompetitionDetailPage />}>
          <Route index element={<OverviewSection />} />
          <Route path="leaderboard" element={<LeaderboardSection />} />
        </Route>
        <Route path="settings" element={<Navigate to="/settings/connections" replace />} />
        <Route path="settings/connections" element={<ConnectionsPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
