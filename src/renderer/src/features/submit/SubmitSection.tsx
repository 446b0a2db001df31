import { Link } from 'react-router';
import type { CompetitionDetail } from '../../../../shared/api';
import { Empty } from '../../components/Empty';
import { ParticipationCard } from '../../components/ParticipationCard';
import { CheatsheetSubmitForm } from '../../components/submit/CheatsheetSubmitForm';
import { Igp24SubmitForm } from '../../components/submit/Igp24SubmitForm';
import { ModelReferenceForm } from '../../components/submit/ModelReferenceForm';
import { SolverSubmitForm } from '../../components/submit/SolverSubmitForm';
import { useCompetition } from '../../lib/useCompetition';
import '../../components/submit/submit.css';

export function SubmitForm({ competition }: { competition: CompetitionDetail }) {
  switch (competition.submissionSpec.kind) {
    case 'cheatsheet':
      return <CheatsheetSubmitForm competition={competition} />;
    case 'solver-participation':
      return <SolverSubmitForm competition={competition} />;
    case 'model-reference':
      return <ModelReferenceForm competition={competition} />;
    case 'igp24-polynomial':
      return <Igp24SubmitForm competition={competition} />;
    default:
      return (
        <Empty title={`This workbench cannot submit “${competition.submissionSpec.kind}” entries yet`}>
          <p>The competition uses a submission kind this version does not know. Use the platform website.</p>
        </Empty>
      );
  }
}

/** The competition's "Submit" tab: eligibility first, then the kind's form. */
export function SubmitSection() {
  const competition = useCompetition();
  const kind = competition.submissionSpec.kind;
  return (
    <div className="submit-section">
      <ParticipationCard competition={competition} />
      <section className="card section" aria-labelledby="submit-h">
        <div className="section__header">
          <h2 id="submit-h">Submit</h2>
          {(kind === 'cheatsheet' || kind === 'solver-participation') && (
            <Link
              className="btn btn--small btn--ghost"
              to={kind === 'cheatsheet' ? '/library/cheatsheets' : '/library/solver-templates'}
            >
              Write it in the library editor instead
            </Link>
          )}
        </div>
        <p className="field__hint">
          Before anything is sent the app checks your eligibility (/me), the window and the size, and
          validates the entry against the competition’s live schema. Submissions go through the outbox:
          offline, they wait and are sent once, in order, when the connection is back.
        </p>
        <SubmitForm competition={competition} />
      </section>
    </div>
  );
}
