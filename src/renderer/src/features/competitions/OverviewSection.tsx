import { CapabilityChips, KindLabel, StatusBadge } from '../../components/competitionBits';
import { DataTable } from '../../components/DataTable';
import { ParticipationCard } from '../../components/ParticipationCard';
import { LocalTime, TimeLeft } from '../../components/TimeLeft';
import { useCompetition } from '../../lib/useCompetition';
import { LimitsList } from './LimitsList';

const TEAM_ROLE: Record<string, string> = {
  owner: 'Team owner only (a solo participant is the owner of their own team)',
  activeMember: 'Any active team member',
};

export function OverviewSection() {
  const c = useCompetition();
  const spec = c.submissionSpec;
  const tracks = spec.catalog?.tracks ?? [];
  const models = spec.catalog?.models ?? [];
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
                <code>{c.id}</code>
              </dd>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={c.status} />
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
              <p className="field__hint">The track and model IDs a submission may use.</p>
              {tracks.length > 0 && (
                <>
                  <h3>Tracks</h3>
                  <DataTable rows={tracks} label="Tracks" />
                </>
              )}
              {models.length > 0 && (
                <>
                  <h3>Models</h3>
                  <DataTable rows={models} label="Models" />
                </>
              )}
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
