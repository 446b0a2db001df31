import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { itemPath } from '../../../../shared/deepLinks';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Freshness } from '../../components/Freshness';
import { Loading } from '../../components/Loading';
import { catalogWords } from '../../lib/catalogWords';
import { localTime, parseDate } from '../../lib/format';
import { useOutboxEntry } from '../../stores/query';
import { useCached } from '../../stores/useCached';
import { AuthorChip } from './AuthorChip';
import { CommentsSection } from './CommentsSection';
import { ItemActions } from './ItemActions';
import { ItemBenchmarks } from './ItemBenchmarks';
import { ItemBody } from './ItemBody';
import { LineageSection } from './LineageSection';
import { NetworkTabs } from './NetworkTabs';
import { asPublicCode } from './publicCode';
import type { NetworkItem } from './types';
import { useLookup, useNetworkItem } from './useNetwork';
import { WithdrawalNotice } from './WithdrawalNotice';
import { kindLabel, plural } from './words';
import './contributorNetwork.css';

/** One item (spec 2.7), addressed by its public code (`#/network/items/ETA-123456`) or its ID. */
export function ItemPage() {
  const params = useParams();
  const code = params.code ? (asPublicCode(params.code) ?? params.code.trim()) : null;
  const lookup = useLookup(code);
  const id = code ? lookup.id : (params.id ?? null);
  const state = useNetworkItem(id);
  const item = state.data;
  const error = lookup.error ?? state.error;
  // The page, not the Withdraw button, keeps the withdrawal: once it is done the item is gone.
  const route = code ?? params.id ?? '';
  const [withdrawal, setWithdrawal] = useState<{ route: string; entryId: number; item: NetworkItem } | null>(
    null,
  );
  const withdrawEntry = useOutboxEntry(withdrawal?.entryId ?? null).entry;
  const withdrawn = withdrawal?.route === route && withdrawEntry ? withdrawEntry : null;

  if (withdrawal && withdrawn && (withdrawn.status === 'done' || !item)) {
    return (
      <section className="page cn-page" data-testid="cn-item-page" data-item-id={withdrawal.item.id}>
        <header className="page__header">
          <h1>{withdrawal.item.title}</h1>
          <NetworkTabs />
        </header>
        <WithdrawalNotice entry={withdrawn} item={withdrawal.item} />
      </section>
    );
  }

  if (!item) {
    return (
      <section className="page cn-page" data-testid="cn-item-page">
        <header className="page__header">
          <h1>{code ?? 'Item'}</h1>
          <NetworkTabs />
        </header>
        {error ? (
          <ErrorPanel
            info={error}
            onRetry={lookup.error ? lookup.retry : state.refresh}
            context={`Could not open ${code ?? 'this item'}`}
          />
        ) : lookup.loading || state.loading ? (
          <Loading label="Opening the item…" />
        ) : (
          <Empty title={code ? `No item has the code ${code}` : 'This item is not in the network'}>
            <p>
              It may have been withdrawn by its author, or the code is mistyped.{' '}
              <Link to="/network">Browse the network</Link>.
            </p>
          </Empty>
        )}
      </section>
    );
  }

  const at = parseDate(item.publishedAt);
  return (
    <ItemView
      item={item}
      state={state}
      withdrawn={withdrawn}
      onWithdrawSent={(entryId) => setWithdrawal({ route, entryId, item })}
      at={at}
    />
  );
}

/** The item's page once it is read: what it is, its fields in words, its text, lineage and comments. */
function ItemView({
  item,
  state,
  withdrawn,
  onWithdrawSent,
  at,
}: {
  item: NetworkItem;
  state: ReturnType<typeof useNetworkItem>;
  withdrawn: ReturnType<typeof useOutboxEntry>['entry'];
  onWithdrawSent(entryId: number): void;
  at: Date | null;
}) {
  // The competition by its title, the track and model by the catalog's names.
  const competition = useCached('competitions.get', { competitionId: item.competitionId });
  const words = catalogWords(competition.data);
  return (
    <section
      className="page cn-page"
      aria-labelledby="cn-item-title"
      data-testid="cn-item-page"
      data-item-id={item.id}
    >
      <header className="page__header">
        <h1 id="cn-item-title" data-testid="cn-item-title">
          {item.title}
        </h1>
        <NetworkTabs />
      </header>
      <div className="cn-item__head">
        <span className="chip">{kindLabel(item.kind)}</span>
        {item.publicCode && (
          <code className="cn-row__code" data-testid="cn-item-code">
            {item.publicCode}
          </code>
        )}
        <AuthorChip author={item.author} />
        {at && <span className="muted">published {localTime(at)}</span>}
        <Freshness state={state} />
      </div>
      <ItemActions
        item={item}
        fetchedAt={state.fetchedAt}
        withdrawing={withdrawn !== null && withdrawn.status !== 'failed'}
        onWithdrawSent={onWithdrawSent}
      />
      {withdrawn && <WithdrawalNotice entry={withdrawn} item={item} />}
      <dl className="kv" data-testid="cn-item-fields">
        <dt>Competition</dt>
        <dd>
          <Link to={`/competitions/${encodeURIComponent(item.competitionId)}`} title={item.competitionId}>
            {competition.data?.title ?? <code data-id-text>{item.competitionId}</code>}
          </Link>
        </dd>
        <dt>Remark</dt>
        <dd>{item.remark ?? <span className="muted">none</span>}</dd>
        {item.track && (
          <>
            <dt>Track</dt>
            <dd title={item.track}>{words.track(item.track)}</dd>
          </>
        )}
        {item.modelId && (
          <>
            <dt>Model</dt>
            <dd title={item.modelId}>{words.model(item.modelId)}</dd>
          </>
        )}
        <dt>Favorites</dt>
        <dd>{plural(item.favoriteCount, 'account')}</dd>
        <dt>Forked from</dt>
        <dd data-testid="cn-parent">
          {item.parent ? (
            item.parent.publicCode ? (
              <Link to={itemPath(item.parent.publicCode)} data-testid="cn-parent-link">
                {item.parent.publicCode}
              </Link>
            ) : (
              <Link to={`/network/items/id/${encodeURIComponent(item.parent.id)}`}>{item.parent.id}</Link>
            )
          ) : (
            <span className="muted">nothing — an original</span>
          )}
        </dd>
      </dl>
      <ItemBody item={item} />
      <LineageSection item={item} />
      {item.kind === 'cheatsheet' && <ItemBenchmarks item={item} />}
      {item.kind !== 'lean-kernel-package' && <CommentsSection item={item} />}
    </section>
  );
}
