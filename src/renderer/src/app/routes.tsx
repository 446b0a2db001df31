import { Navigate, Route, Routes } from 'react-router';
import { CompetitionDetailPage } from '../features/competitions/CompetitionDetailPage';
import { CompetitionsPage } from '../features/competitions/CompetitionsPage';
import { OverviewSection } from '../features/competitions/OverviewSection';
import { BenchmarksPage } from '../features/contributorNetwork/BenchmarksPage';
import { BrowsePage } from '../features/contributorNetwork/BrowsePage';
import { ItemPage } from '../features/contributorNetwork/ItemPage';
import { PackagesPage } from '../features/contributorNetwork/PackagesPage';
import { PublishPage } from '../features/contributorNetwork/PublishPage';
import { LibraryEditorPage } from '../features/editors/LibraryEditorPage';
import { ExperimentsPage } from '../features/experiments/ExperimentsPage';
import { Igp24Page } from '../features/igp24/Igp24Page';
import { LeaderboardSection } from '../features/leaderboard/LeaderboardSection';
import { LibraryPage } from '../features/library/LibraryPage';
import { OutboxPage } from '../features/outbox/OutboxPage';
import { ComparePage } from '../features/playground/ComparePage';
import { PlaygroundIndexPage } from '../features/playground/PlaygroundIndexPage';
import { PlaygroundPage } from '../features/playground/PlaygroundPage';
import { RunDashboardPage } from '../features/playground/RunDashboardPage';
import { ConnectionsPage } from '../features/settings/ConnectionsPage';
import { MySubmissionsSection } from '../features/submissions/MySubmissionsSection';
import { SubmissionDetailSection } from '../features/submissions/SubmissionDetailSection';
import { SubmitSection } from '../features/submit/SubmitSection';
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
          <Route path="submit" element={<SubmitSection />} />
          <Route path="submissions" element={<MySubmissionsSection />} />
          <Route path="submissions/:submissionId" element={<SubmissionDetailSection />} />
          <Route path="playground" element={<PlaygroundPage />} />
          <Route path="playground/runs/:runId" element={<RunDashboardPage />} />
          <Route path="playground/compare" element={<ComparePage />} />
          <Route path="experiments" element={<ExperimentsPage />} />
        </Route>
        <Route path="library" element={<Navigate to="/library/cheatsheets" replace />} />
        <Route path="library/cheatsheets" element={<LibraryPage tab="cheatsheets" />} />
        <Route path="library/solver-templates" element={<LibraryPage tab="solver-templates" />} />
        <Route path="library/lean-problems" element={<LibraryPage tab="lean-problems" />} />
        <Route path="library/:kind/:id" element={<LibraryEditorPage />} />
        <Route path="playground" element={<PlaygroundIndexPage />} />
        <Route path="igp24" element={<Igp24Page />} />
        <Route path="network" element={<BrowsePage />} />
        <Route path="network/items/id/:id" element={<ItemPage />} />
        <Route path="network/items/:code" element={<ItemPage />} />
        <Route path="network/packages" element={<PackagesPage />} />
        <Route path="network/benchmarks" element={<BenchmarksPage />} />
        <Route path="network/publish" element={<PublishPage />} />
        <Route path="outbox" element={<OutboxPage />} />
        <Route path="settings" element={<Navigate to="/settings/connections" replace />} />
        <Route path="settings/connections" element={<ConnectionsPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
