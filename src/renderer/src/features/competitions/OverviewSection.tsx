import { CapabilityChips, KindLabel, WindowBadge } from '../../components/competitionBits';
import { ParticipationCard } from '../../components/ParticipationCard';
import { LocalTime, TimeLeft } from '../../components/TimeLeft';
import { catalogEntries } from '../../lib/catalogWords';
import { useCompetition } from '../../lib/useCompetition';
import { CatalogList } from './CatalogList';
import { LimitsList } from './LimitsList';

const TEAM_ROLE: Record<string, string> = {
  owner: 'Team owner only (a solo participant is the owner of their own team)',
  activeMember: 'Any active team member',
};

export function OverviewSection() {
  const c = useCompetition();
  const spec = c.submissionSpec;
  const tracks = catalogEntries(c, 'tracks');
  const models = catalogEntries(c, 'models');
  return (
    <div className="overview">
      <ParticipationCard competition={c} />
      <div className="overview-cols">
        <div className="overview-col">
          <section className="card section" aria-labelledby="about-h">
            <h2 id="about-h">About</h2>
            {c.description ? (
              <p className="description">{c.description}</p>
            ) : (
              <p className="muted">No description.</p>
            )}
            <dl className="kv">
              <dt>ID</dt>
              <dd>
                <code data-id-text>{c.id}</code>
              </dd>
              <dt>Status</dt>
              <dd>
                {c.status === 'closed' ? 'Closed' : 'Active'} <span className="muted">· submissions</span>{' '}
                <WindowBadge status={c.status} window={spec.window} />
              </dd>
              <dt>Submission kind</dt>
              <dd>
                <KindLabel kind={spec.kind} />
              </dd>
              <dt>Capabilities</dt>
              <dd>
                <CapabilityChips capabilities={c.capabilities} competitionId={c.id} />
              </dd>
              <dt>Team details</dt>
              <dd>
                {c.leaderboardTeamDetailsEnabled
                  ? 'The leaderboard may include team details'
                  : 'The leaderboard does not include team details'}
              </dd>
            </dl>
          </section>
          {(tracks.length > 0 || models.length > 0) && (
            <section className="card section" aria-labelledby="catalog-h">
              <h2 id="catalog-h">Catalog</h2>
              <p className="field__hint">
                The tracks and models a submission may use, each with the ID the platform and the command line
                take.
              </p>
              {tracks.length > 0 && <CatalogList title="Tracks" entries={tracks} />}
              {models.length > 0 && <CatalogList title="Models" entries={models} />}
            </section>
          )}
        </div>
        <div className="overview-col">
          <section className="card section" aria-labelledby="window-h">
            <h2 id="window-h">Submission window</h2>
            <p className="window-summary">
              <TimeLeft opensAt={spec.window.opensAt} closesAt={spec.window.closesAt} />
            </p>
            <dl className="kv">
              <dt>Opens</dt>
              <dd>
                <LocalTime iso={spec.window.opensAt} />
              </dd>
              <dt>Closes</dt>
              <dd>
                <LocalTime iso={spec.window.closesAt} />
              </dd>
              <dt>Who can submit</dt>
              <dd>{TEAM_ROLE[spec.permission.teamRole] ?? spec.permission.teamRole}</dd>
            </dl>
          </section>
          <section className="card section" aria-labelledby="limits-h">
            <h2 id="limits-h">Limits</h2>
            <LimitsList kind={spec.kind} limits={spec.limits} />
          </section>
        </div>
      </div>
    </div>
  );
}
