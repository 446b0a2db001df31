/** Every competition that offers a Playground (capabilities.playground), from the cached list. */
import { Link } from 'react-router';
import { playgroundPath } from '../../../../shared/playgroundRoutes';
import { CachedView } from '../../components/CachedView';
import { Empty } from '../../components/Empty';
import { Freshness } from '../../components/Freshness';
import { useCached } from '../../stores/useCached';
import './playground.css';
import { PlatformText } from '../../components/PlatformText';

const KIND_WORDS: Record<string, string> = {
  cheatsheet: 'Cheatsheet runs: models × problems × configurations',
  'solver-participation': 'Lean solver runs on problems',
  'model-reference': 'Evaluate a pinned model on a problem set',
  'lean-kernel-package': 'Lean kernel package runs',
};

export function PlaygroundIndexPage() {
  const list = useCached('competitions.list', {});
  return (
    <div className="page">
      <div className="page__header">
        <h1>Playground</h1>
        <Freshness state={list} />
      </div>
      <p className="muted">
        Practice runs on the platform’s models before an official submission. They are private and cost
        credits; each run shows its price before it starts.
      </p>
      <CachedView
        state={list}
        loadingLabel="Loading competitions…"
        errorContext="Could not load competitions"
      >
        {(items) => {
          const withPlayground = items.filter((c) => c.capabilities?.playground);
          return withPlayground.length === 0 ? (
            <Empty title="No competition offers a Playground with this connection">
              <p>The Playground appears for competitions whose platform entry offers it.</p>
            </Empty>
          ) : (
            <ul className="pg-index" data-testid="pg-index">
              {withPlayground.map((c) => (
                <li key={c.id}>
                  <Link to={playgroundPath(c.id)} className="pg-index__title">
                    <PlatformText>{c.title}</PlatformText>
                  </Link>
                  <span className="muted">{KIND_WORDS[c.submissionKind] ?? c.submissionKind}</span>
                  <code className="faint">{c.id}</code>
                </li>
              ))}
            </ul>
          );
        }}
      </CachedView>
    </div>
  );
}
