import type { CompetitionDetail } from '../../../shared/api';
import { describeBlockedReason } from '../../../shared/errorText';
import { useCached } from '../stores/useCached';
import { CachedView } from './CachedView';
import { Freshness } from './Freshness';
import { LocalTime, TimeLeft } from './TimeLeft';

/** Whether *you* can submit: from /me, never inferred from the competition-wide detail. */
export function ParticipationCard({ competition }: { competition: CompetitionDetail }) {
  const state = useCached('competitions.participation', { competitionId: competition.id });
  const win = competition.submissionSpec.window;
  const ok = state.data?.canSubmit === true;
  const cls = state.data ? (ok ? 'participation--ok' : 'participation--blocked') : '';
  return (
    <section
      className={`card section participation ${cls}`}
      data-testid="participation"
      aria-labelledby="part-h"
    >
      <div className="section__header">
        <h2 id="part-h">Your participation</h2>
        <Freshness state={state} />
      </div>
      <CachedView
        state={state}
        loadingLabel="Checking whether you can submit…"
        errorContext="Could not check your participation"
      >
        {(p) => {
          if (p.canSubmit) {
            return (
              <>
                <p className="participation__title">You can submit</p>
                <p className="participation__note">
                  The platform checks again when you submit.
                  {win.closesAt && (
                    <>
                      {' '}
                      The window <TimeLeft opensAt={win.opensAt} closesAt={win.closesAt} /> (
                      <LocalTime iso={win.closesAt} />
                      ).
                    </>
                  )}
                </p>
              </>
            );
          }
          const reason = p.submitBlockedReason;
          const text = reason
            ? describeBlockedReason(reason)
            : {
                title: 'You cannot submit',
                detail: 'The platform did not give a reason.',
                action: 'Check the competition page on the platform website.',
              };
          return (
            <>
              <p className="participation__title">{text.title}</p>
              <p>{text.detail}</p>
              {reason === 'BEFORE_WINDOW' && win.opensAt && (
                <p>
                  The window <TimeLeft opensAt={win.opensAt} closesAt={win.closesAt} /> (
                  <LocalTime iso={win.opensAt} />
                  ).
                </p>
              )}
              {reason === 'AFTER_WINDOW' && win.closesAt && (
                <p>
                  The window <TimeLeft opensAt={win.opensAt} closesAt={win.closesAt} /> (
                  <LocalTime iso={win.closesAt} />
                  ).
                </p>
              )}
              <p>
                <strong>Next:</strong> {text.action}
              </p>
              {reason && (
                <p className="participation__note">
                  Reason code <code>{reason}</code>
                </p>
              )}
            </>
          );
        }}
      </CachedView>
    </section>
  );
}
