import { Navigate, Route, Routes } from 'react-router';
import { CompetitionsPage } from '../features/competitions/CompetitionsPage';
import { FIRST_SCREEN } from './firstScreen';
import { lazyPage } from './lazyPage';
import { NotFound } from './NotFound';
import { Shell } from './Shell';

// The first screen (the competitions) is in the main script; every other page is loaded when first
// opened, or earlier while the page is idle (lazyPage.ts).
const CompetitionDetailPage = lazyPage(
  () => import('../features/competitions/CompetitionDetailPage'),
  'CompetitionDetailPage',
);
const OverviewSection = lazyPage(() => import('../features/competitions/OverviewSection'), 'OverviewSection');
const BenchmarksPage = lazyPage(
  () => import('../features/contributorNetwork/BenchmarksPage'),
  'BenchmarksPage',
);
const BrowsePage = lazyPage(() => import('../features/contributorNetwork/BrowsePage'), 'BrowsePage');
const ItemPage = lazyPage(() => import('../features/contributorNetwork/ItemPage'), 'ItemPage');
const PackagesPage = lazyPage(() => import('../features/contributorNetwork/PackagesPage'), 'PackagesPage');
const PublishPage = lazyPage(() => import('../features/contributorNetwork/PublishPage'), 'PublishPage');
const LibraryEditorPage = lazyPage(
  () => import('../features/editors/LibraryEditorPage'),
  'LibraryEditorPage',
);
const ExperimentsPage = lazyPage(() => import('../features/experiments/ExperimentsPage'), 'ExperimentsPage');
const Igp24Page = lazyPage(() => import('../features/igp24/Igp24Page'), 'Igp24Page');
const LeaderboardSection = lazyPage(
  () => import('../features/leaderboard/LeaderboardSection'),
  'LeaderboardSection',
);
const LibraryPage = lazyPage(() => import('../features/library/LibraryPage'), 'LibraryPage');
const OutboxPage = lazyPage(() => import('../features/outbox/OutboxPage'), 'OutboxPage');
const ComparePage = lazyPage(() => import('../features/playground/ComparePage'), 'ComparePage');
const PlaygroundIndexPage = lazyPage(
  () => import('../features/playground/PlaygroundIndexPage'),
  'PlaygroundIndexPage',
);
const PlaygroundPage = lazyPage(() => import('../features/playground/PlaygroundPage'), 'PlaygroundPage');
const RunDashboardPage = lazyPage(
  () => import('../features/playground/RunDashboardPage'),
  'RunDashboardPage',
);
const NewSweepPage = lazyPage(() => import('../features/sweeps/NewSweepPage'), 'NewSweepPage');
const SweepPage = lazyPage(() => import('../features/sweeps/SweepPage'), 'SweepPage');
const SweepsPage = lazyPage(() => import('../features/sweeps/SweepsPage'), 'SweepsPage');
const ConnectionsPage = lazyPage(() => import('../features/settings/ConnectionsPage'), 'ConnectionsPage');
const MySubmissionsSection = lazyPage(
  () => import('../features/submissions/MySubmissionsSection'),
  'MySubmissionsSection',
);
const SubmissionDetailSection = lazyPage(
  () => import('../features/submissions/SubmissionDetailSection'),
  'SubmissionDetailSection',
);
const SubmitSection = lazyPage(() => import('../features/submit/SubmitSection'), 'SubmitSection');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to={FIRST_SCREEN} replace />} />
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
          <Route path="experiments/sweeps" element={<SweepsPage />} />
          <Route path="experiments/sweeps/new" element={<NewSweepPage />} />
          <Route path="experiments/sweeps/:sweepId" element={<SweepPage />} />
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
