import { useState } from 'react';
import { CodeEditor, DiffView } from '../../components/monaco';
import { itemText } from './itemText';
import { PackageDownload } from './PackageDownload';
import { PackageFields } from './PackageFields';
import type { NetworkItem } from './types';
import { useNetworkItem } from './useNetwork';

/** What the item carries: text in a read-only editor, a model reference, or a Lean package. */
export function ItemBody({ item }: { item: NetworkItem }) {
  const text = itemText(item);
  const [comparing, setComparing] = useState(false);
  if (item.kind === 'model-reference') {
    return (
      <section className="section" aria-label="Model reference">
        <h2>Model</h2>
        <dl className="kv" data-testid="cn-model-ref">
          <dt>Model</dt>
          <dd>{item.modelName}</dd>
          <dt>Commit</dt>
          <dd className="cn-hash">{item.commitHash}</dd>
        </dl>
      </section>
    );
  }
  if (item.kind === 'lean-kernel-package') {
    return (
      <section className="section" aria-label="Lean kernel package">
        <h2>Package</h2>
        <PackageFields item={item} />
        <PackageDownload item={item} />
      </section>
    );
  }
  if (!text) return null;
  return (
    <section className="section" aria-label={text.label}>
      <div className="section__header">
        <h2>{text.label}</h2>
        {item.parent && (
          <button
            type="button"
            className="btn btn--small"
            aria-pressed={comparing}
            onClick={() => setComparing((c) => !c)}
            data-testid="cn-compare"
          >
            {comparing ? 'Hide comparison' : 'Compare with parent'}
          </button>
        )}
      </div>
      {comparing && item.parent ? (
        <ParentDiff parentId={item.parent.id} parentCode={item.parent.publicCode} item={item} />
      ) : (
        <CodeEditor
          value={text.text}
          language={text.language}
          readOnly
          readOnlyMessage="A published item cannot be edited. Fork it to your library to change it."
          ariaLabel={text.label}
          height={editorHeight(text.text)}
          path={`network/${item.id}`}
          testId="cn-item-text"
        />
      )}
    </section>
  );
}

function ParentDiff({
  parentId,
  parentCode,
  item,
}: {
  parentId: string;
  parentCode: string | null;
  item: NetworkItem;
}) {
  const parent = useNetworkItem(parentId);
  const mine = itemText(item);
  const theirs = parent.data ? itemText(parent.data) : null;
  if (!theirs || !mine)
    return <p className="muted">{parent.error ? 'The parent could not be read.' : 'Reading the parent…'}</p>;
  return (
    <DiffView
      original={theirs.text}
      modified={mine.text}
      originalLabel={`Parent ${parentCode ?? parentId}`}
      modifiedLabel={`This item ${item.publicCode ?? item.id}`}
      language={mine.language}
      height={Math.max(editorHeight(mine.text), editorHeight(theirs.text))}
      testId="cn-diff"
    />
  );
}

/** Tall enough for a short text to show whole, at most 480 px (the editor scrolls beyond that). */
function editorHeight(text: string): number {
  const lines = text.split('\n').length;
  return Math.min(480, Math.max(140, lines * 19 + 24));
}
