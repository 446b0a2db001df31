import { ErrorPanel } from '../../components/ErrorPanel';
import { PlatformText } from '../../components/PlatformText';
import { LineageSvg } from './LineageSvg';
import type { NetworkItem } from './types';
import { useLineage } from './useNetwork';
import { plural } from './words';

/** The item's family (active items only: from its oldest active ancestor down), drawn as a graph. */
export function LineageSection({ item }: { item: NetworkItem }) {
  const { graph, whole } = useLineage(item.id);
  const nodes = graph.data?.nodes ?? [];
  // Without the platform's graph the app draws what it has seen: items it read and their parents.
  const local = graph.data?.builtLocally === true;
  const counted = `${plural(nodes.length, 'item')}${local ? ' seen so far' : ''}`;
  return (
    <section
      className="section"
      aria-labelledby="cn-lineage-title"
      aria-busy={graph.loading}
      data-testid="cn-lineage"
    >
      <div className="section__header">
        <h2 id="cn-lineage-title">Lineage</h2>
        {nodes.length > 0 && (
          <span
            className="muted"
            data-testid="cn-family-count"
            title={
              local
                ? 'The platform draws no lineage graph: this one is built from the items this computer has read'
                : undefined
            }
          >
            {whole ? `${counted} in this family` : `${counted}: this one, its ancestors and its forks`}
          </span>
        )}
      </div>
      {graph.error?.code === 'GRAPH_TOO_LARGE' ? (
        <div className="notice notice--warn" data-testid="cn-graph-too-large">
          <p>
            <strong>This family of forks is too large to draw.</strong> The platform draws at most a few
            thousand items in one graph.
          </p>
          <p>The “Forked from” link above still leads up through it, one item at a time.</p>
        </div>
      ) : graph.error && nodes.length === 0 ? (
        <ErrorPanel info={graph.error} onRetry={graph.refresh} compact context="Could not read the lineage" />
      ) : nodes.length <= 1 ? (
        <p className="muted">
          {graph.loading
            ? 'Reading the lineage…'
            : local
              ? 'No parent, and no forks this computer has seen.'
              : 'No forks yet: this item has no parent and no children.'}
        </p>
      ) : (
        <LineageSvg
          nodes={nodes.map((n) => ({
            id: n.id,
            publicCode: n.publicCode,
            title: n.title,
            authorName: n.author?.displayName ?? null,
          }))}
          edges={graph.data?.edges ?? []}
          currentId={item.id}
        />
      )}
      {graph.data && <Children item={item} nodes={graph.data.nodes} />}
    </section>
  );
}

function Children({ item, nodes }: { item: NetworkItem; nodes: readonly LineageNodeOut[] }) {
  const children = nodes.filter((n) => n.parentId === item.id);
  if (children.length === 0) return null;
  return (
    <p data-testid="cn-children">
      Forked as:{' '}
      {children.map((c, i) => (
        <span key={c.id}>
          {i > 0 && ', '}
          <a href={`#/network/items/${encodeURIComponent(c.publicCode ?? '')}`}>{c.publicCode ?? c.id}</a> (
          <PlatformText>{c.title}</PlatformText>)
        </span>
      ))}
    </p>
  );
}

interface LineageNodeOut {
  id: string;
  publicCode: string | null;
  title: string;
  parentId: string | null;
}
