import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ApiErrorInfo } from '../../../../shared/api';
import { isOp } from '../../../../shared/contracts/outboxEntry';
import { itemPath } from '../../../../shared/deepLinks';
import { ErrorPanel } from '../../components/ErrorPanel';
import { NetworkItemInput } from '../../components/NetworkItemInput';
import { EntryStatus } from '../../components/outbox/EntryStatus';
import { toErrorInfo } from '../../lib/errors';
import { useItemReference } from '../../lib/useItemReference';
import { useOutboxEntry } from '../../stores/query';
import { useCached } from '../../stores/useCached';
import { NetworkTabs } from './NetworkTabs';
import { PublishSourceFields } from './PublishSourceFields';
import { SOURCE_KINDS } from './publishRules';
import { usePublish } from './useNetwork';
import { competitionFor, problemsOf, toBody, usePublishForm } from './usePublishForm';
import './contributorNetwork.css';

const SOURCE_LABEL = {
  cheatsheet: 'A cheatsheet from my library',
  'solver-template': 'A solver template from my library',
  submission: 'One of my submissions',
  inline: 'Text written here',
  'model-reference': 'A model reference',
} as const;

/** Publish to the Contributor Network (spec 4.4 POST items) from any of the five sources. */
export function PublishPage() {
  const [params] = useSearchParams();
  const { fields, set } = usePublishForm(params);
  // "Forked from" is typed as a public code (a fork's source comes in as an ID and is shown as its
  // code): the body takes the item's ID.
  const parent = useItemReference(fields.parentId);
  const parentId = parent.id ?? '';
  const body = useMemo(() => toBody({ ...fields, parentId }), [fields, parentId]);
  const list = useCached('competitions.list', {});
  const competitions = list.data ?? [];
  const competitionId = fields.competitionId || competitionFor(fields.kind, competitions);
  useEffect(() => {
    if (!fields.competitionId && competitionId) set({ competitionId });
  }, [fields.competitionId, competitionId, set]);
  const detail = useCached('competitions.get', { competitionId }, { enabled: competitionId !== '' });
  const problems = problemsOf(body, detail.data);
  const [tried, setTried] = useState(false);
  const [entryId, setEntryId] = useState<number | null>(null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const { entry } = useOutboxEntry(entryId);
  const publish = usePublish();
  const created = entry?.status === 'done' && isOp(entry, 'cn.publish') ? entry.result : null;
  const fromLibrary = fields.from === 'cheatsheet' || fields.from === 'solver-template';
  const setParent = useCallback((parentId: string) => set({ parentId }), [set]);

  const send = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    setError(null);
    try {
      const e = await publish.mutateAsync(body);
      setEntryId(e.id);
    } catch (err) {
      setError(toErrorInfo(err));
    }
  };

  return (
    <section className="page cn-page" aria-labelledby="cn-publish-title" data-testid="cn-publish">
      <header className="page__header">
        <h1 id="cn-publish-title">Publish to the Contributor Network</h1>
        <NetworkTabs />
      </header>
      <form
        className="section card"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label className="field">
          <span>What to publish</span>
          <select
            value={fields.from}
            onChange={(e) => set({ from: e.target.value as typeof fields.from })}
            data-testid="cn-publish-from"
          >
            {SOURCE_KINDS.map((s) => (
              <option key={s} value={s}>
                {SOURCE_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <PublishSourceFields
          fields={fields}
          set={set}
          detail={detail.data}
          problems={tried ? problems : {}}
        />
        <label className="field">
          <span>Remark (optional)</span>
          <input
            type="text"
            value={fields.remark}
            maxLength={500}
            onChange={(e) => set({ remark: e.target.value })}
            data-testid="cn-publish-remark"
          />
        </label>
        <label className="field" htmlFor="cn-publish-parent-input">
          <span>
            Forked from <span className="muted">(optional: the parent item’s public code)</span>
          </span>
          <NetworkItemInput
            value={fields.parentId}
            onChange={setParent}
            reference={parent}
            inputId="cn-publish-parent-input"
            testId="cn-publish-parent"
          />
        </label>
        {fromLibrary && (
          <p className="notice notice--warn" data-testid="cn-publish-lock-note">
            <strong>
              Publishing locks this {fields.from === 'cheatsheet' ? 'cheatsheet' : 'solver template'} in your
              library.
            </strong>{' '}
            It stays read-only while the item is published; withdraw the item to edit it again.
          </p>
        )}
        {tried && problems.competitionId && <p className="field__error">{problems.competitionId}</p>}
        {tried && problems.kind && <p className="field__error">{problems.kind}</p>}
        <div className="cn-item__actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={publish.isPending || (entry !== null && entry.status !== 'failed')}
            data-testid="cn-publish-send"
          >
            Publish
          </button>
          <span className="muted">
            Publishing never creates, replaces or withdraws an official submission.
          </span>
        </div>
      </form>
      {entry && entry.status !== 'done' && (
        <EntryStatus entry={entry} doneWord="Published" testId="cn-publish-status" />
      )}
      {error && <ErrorPanel info={error} compact context="Could not publish" />}
      {created && (
        <div className="notice" data-testid="cn-published">
          <p>
            <strong>Published.</strong>{' '}
            {created.publicCode ? (
              <Link to={itemPath(created.publicCode)} data-testid="cn-published-link">
                Open {created.publicCode}
              </Link>
            ) : (
              <Link to={`/network/items/id/${encodeURIComponent(created.id ?? '')}`}>Open the new item</Link>
            )}
          </p>
        </div>
      )}
    </section>
  );
}
