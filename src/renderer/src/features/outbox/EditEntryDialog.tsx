import { useEffect, useState } from 'react';
import type { OutboxEntryView } from '../../../../shared/contract';
import { checkMagmaText } from '../../../../shared/magma';
import { isRecord } from '../../../../shared/record';
import { Dialog } from '../../components/Dialog';
import { ErrorPanel } from '../../components/ErrorPanel';
import { FieldMessages } from '../../components/FieldMessages';
import { LeanTextInput } from '../../components/LeanTextInput';
import { errorsAt, fieldErrorsFromError } from '../../lib/fieldErrors';
import { fieldWords } from '../../lib/fieldWords';
import { useBusyAction } from '../../lib/useBusyAction';
import { useOutboxCommands } from '../../stores/query';

interface Field {
  /** JSON Pointer into the body (`/payload/content`, `/title`). */
  pointer: string;
  label: string;
  kind: 'text' | 'multiline' | 'lines' | 'number';
  value: string;
}

const MULTILINE = new Set(['content', 'solverCode', 'description']);

function fieldsOf(entry: OutboxEntryView): Field[] {
  const req = entry.request;
  if (req.op === 'library.delete') return [];
  const fields: Field[] = [];
  const walk = (obj: Record<string, unknown>, base: string) => {
    for (const [k, v] of Object.entries(obj)) {
      const pointer = `${base}/${k}`;
      // The field in words ("Left equation", "Description"); its name as sent is on hover.
      const label = fieldWords(k).title;
      if (typeof v === 'string')
        fields.push({ pointer, label, kind: MULTILINE.has(k) ? 'multiline' : 'text', value: v });
      else if (typeof v === 'number') fields.push({ pointer, label, kind: 'number', value: String(v) });
      else if (Array.isArray(v) && v.every((x) => typeof x === 'string'))
        fields.push({ pointer, label: `${label} (one per line)`, kind: 'lines', value: v.join('\n') });
      else if (isRecord(v)) walk(v, pointer);
    }
  };
  walk(req.body, '');
  // A submission may have had no meta: offer its description so it can be added.
  if (req.op === 'submission.create' && !fields.some((f) => f.pointer === '/meta/description'))
    fields.push({
      pointer: '/meta/description',
      label: fieldWords('description').title,
      kind: 'multiline',
      value: '',
    });
  return fields;
}

function setAt(obj: Record<string, unknown>, pointer: string, value: unknown): void {
  const parts = pointer.split('/').slice(1);
  let cur = obj;
  for (const p of parts.slice(0, -1)) {
    const next = cur[p];
    if (isRecord(next)) cur = next;
    else {
      const made: Record<string, unknown> = {};
      cur[p] = made;
      cur = made;
    }
  }
  cur[parts[parts.length - 1]!] = value;
}

function bodyFrom(entry: OutboxEntryView, fields: Field[]): Record<string, unknown> {
  const req = entry.request;
  const body: Record<string, unknown> = req.op === 'library.delete' ? {} : structuredClone(req.body);
  for (const f of fields) {
    if (f.kind === 'number') setAt(body, f.pointer, Number(f.value));
    else if (f.kind === 'lines')
      setAt(
        body,
        f.pointer,
        f.value.split('\n').filter((l) => l.trim() !== ''),
      );
    else if (f.pointer === '/meta/description' && f.value === '') {
      const meta = body.meta;
      if (isRecord(meta)) delete meta.description;
    } else setAt(body, f.pointer, f.value);
  }
  return body;
}

/** The equations of a custom Lean problem: Lean abbreviations, and checked before the retry. */
function isLeanEquation(entry: OutboxEntryView, f: Field): boolean {
  const req = entry.request;
  return (
    req.op === 'library.create' &&
    req.kind === 'lean-problem' &&
    (f.pointer === '/lhsText' || f.pointer === '/rhsText')
  );
}

function localErrors(entry: OutboxEntryView | null, f: Field): string[] {
  if (!entry || !isLeanEquation(entry, f)) return [];
  const r = checkMagmaText(f.value);
  return r.ok ? [] : [`Column ${r.column}: ${r.message}.`];
}

interface Props {
  entry: OutboxEntryView | null;
  onClose: () => void;
}

/** Edit and retry: the queued body's fields, with the server's field errors at each field. */
export function EditEntryDialog({ entry, onClose }: Props) {
  const [fields, setFields] = useState<Field[]>([]);
  const { busy, error, setError, run } = useBusyAction();
  const commands = useOutboxCommands();
  useEffect(() => {
    setFields(entry ? fieldsOf(entry) : []);
    setError(null);
  }, [entry, setError]);
  const submission = entry?.request.op === 'submission.create';
  const fieldErrors = fieldErrorsFromError(entry?.error ?? null, submission);
  const blocked = fields.some((f) => localErrors(entry, f).length > 0);
  const save = () =>
    entry &&
    !blocked &&
    run(async () => {
      await commands.edit(entry.id, bodyFrom(entry, fields));
      onClose();
    });
  return (
    <Dialog
      open={entry !== null}
      title={entry ? `Edit and retry: ${entry.summary}` : ''}
      onClose={onClose}
      testId="edit-entry-dialog"
      wide
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={save} disabled={busy || blocked}>
            {busy ? 'Queuing…' : 'Retry with these changes'}
          </button>
        </>
      }
    >
      {fields.map((f, i) => {
        const id = `edit-${f.pointer.replaceAll('/', '-').slice(1)}`;
        const local = localErrors(entry, f);
        // A server error about the text as it was is moot once the local check has something to say.
        const errs = local.length ? local : errorsAt(fieldErrors, f.pointer);
        const update = (value: string) => setFields(fields.map((x, j) => (j === i ? { ...x, value } : x)));
        return (
          <div key={f.pointer} className="field edit-field">
            <label htmlFor={`${id}-input`}>{f.label}</label>
            {entry && isLeanEquation(entry, f) ? (
              <LeanTextInput
                id={`${id}-input`}
                className="mono"
                value={f.value}
                onChange={update}
                aria-invalid={errs.length > 0}
                aria-describedby={errs.length ? id : undefined}
              />
            ) : f.kind === 'text' || f.kind === 'number' ? (
              <input
                id={`${id}-input`}
                type={f.kind === 'number' ? 'number' : 'text'}
                value={f.value}
                onChange={(e) => update(e.target.value)}
                aria-invalid={errs.length > 0}
                aria-describedby={errs.length ? id : undefined}
              />
            ) : (
              <textarea
                id={`${id}-input`}
                value={f.value}
                rows={f.kind === 'multiline' && f.pointer.endsWith('description') ? 2 : 10}
                onChange={(e) => update(e.target.value)}
                aria-invalid={errs.length > 0}
                aria-describedby={errs.length ? id : undefined}
              />
            )}
            <FieldMessages id={id} messages={errs} />
          </div>
        );
      })}
      {error && <ErrorPanel info={error} compact context="Could not queue the change" />}
    </Dialog>
  );
}
