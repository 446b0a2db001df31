import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { TestConnectionResult } from '../../../../shared/contract';
import { originOf, platformUrlProblem } from '../../../../shared/platformUrl';
import { ErrorPanel } from '../../components/ErrorPanel';
import { toErrorInfo } from '../../lib/errors';
import { errorsByField } from '../../lib/fieldErrors';
import { KEY_DROPPED_WARNING } from './keyStatus';

export type ConnectionFields = 'name' | 'baseUrl' | 'apiKey';
const FIELDS: readonly ConnectionFields[] = ['name', 'baseUrl', 'apiKey'];

export interface ConnectionFormValues {
  name: string;
  baseUrl: string;
  apiKey: string;
}

interface Props {
  mode: 'add' | 'edit';
  initial: Omit<ConnectionFormValues, 'apiKey'>;
  /** Fields this form shows; the built-in sandbox only lets you rename it. */
  fields?: readonly ConnectionFields[];
  submitLabel: string;
  onSave(values: ConnectionFormValues): Promise<void>;
  /**
   * Tests the typed values before saving; null when there is nothing to test (a rename). A failed
   * test does not save, but offers "Save anyway".
   */
  testBeforeSave?(values: ConnectionFormValues): Promise<TestConnectionResult | null>;
  onCancel?(): void;
  /** False when no OS keychain answered: the key hint must not promise one. */
  keychainAvailable?: boolean;
}

/** Add or edit a connection. A refused save keeps what was typed; the key field never echoes a key. */
export function ConnectionForm({
  mode,
  initial,
  fields = FIELDS,
  submitLabel,
  onSave,
  onCancel,
  keychainAvailable = true,
  testBeforeSave,
}: Props) {
  const [values, setValues] = useState<ConnectionFormValues>({ ...initial, apiKey: '' });
  const [errors, setErrors] = useState<Partial<Record<ConnectionFields, string>>>({});
  const [failure, setFailure] = useState<ApiErrorInfo | null>(null);
  const [saving, setSaving] = useState<'testing' | 'saving' | null>(null);
  /** Why the test before saving failed; the values stay unsaved until "Save anyway" or an edit. */
  const [testFailure, setTestFailure] = useState<ApiErrorInfo | null>(null);
  const uid = useId();

  const set = (f: ConnectionFields) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    setErrors((er) => ({ ...er, [f]: undefined }));
    setTestFailure(null);
  };

  const validate = (): Partial<Record<ConnectionFields, string>> => {
    const er: Partial<Record<ConnectionFields, string>> = {};
    if (fields.includes('name') && !values.name.trim()) er.name = 'Give the connection a name.';
    else if (values.name.trim().length > 80) er.name = 'At most 80 characters.';
    if (fields.includes('baseUrl')) er.baseUrl = platformUrlProblem(values.baseUrl);
    if (mode === 'add' && fields.includes('apiKey') && !values.apiKey.trim())
      er.apiKey = 'Paste the API key.';
    return er;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await save(false);
  };

  const save = async (anyway: boolean) => {
    const er = validate();
    setErrors(er);
    setFailure(null);
    setTestFailure(null);
    if (Object.values(er).some(Boolean)) return;
    try {
      if (testBeforeSave && !anyway) {
        setSaving('testing');
        const refused = await testFailureOf(testBeforeSave(values));
        if (refused) return setTestFailure(refused);
      }
      setSaving('saving');
      await onSave(values);
      // Saved: the key leaves this component's memory at once.
      setValues(mode === 'add' ? { name: '', baseUrl: '', apiKey: '' } : (v) => ({ ...v, apiKey: '' }));
    } catch (err) {
      const info = toErrorInfo(err);
      if (info.code === 'INVALID_INPUT') {
        const { byField, unmatched } = errorsByField(info, FIELDS);
        setErrors(byField);
        if (unmatched) setFailure(info);
      } else setFailure(info);
    } finally {
      setSaving(null);
    }
  };

  const movesKey =
    mode === 'edit' && fields.includes('baseUrl') && originOf(values.baseUrl) !== originOf(initial.baseUrl);

  const field = (
    f: ConnectionFields,
    label: string,
    input: (props: InputA11y) => ReactNode,
    hint?: string,
  ) => {
    if (!fields.includes(f)) return null;
    const id = `${uid}-${f}`;
    const err = errors[f];
    return (
      <div className={`field field--${f}`}>
        <label htmlFor={id}>{label}</label>
        {input({
          id,
          'aria-invalid': err ? true : undefined,
          'aria-describedby': err ? `${id}-err` : hint ? `${id}-hint` : undefined,
        })}
        {err ? (
          <span id={`${id}-err`} className="field__error">
            {err}
          </span>
        ) : (
          hint && (
            <span id={`${id}-hint`} className="field__hint">
              {hint}
            </span>
          )
        )}
      </div>
    );
  };

  return (
    <form className="connection-form" onSubmit={submit} noValidate aria-label={submitLabel}>
      <div className="connection-form__fields">
        {field('name', 'Name', (p) => (
          <input
            {...p}
            type="text"
            value={values.name}
            onChange={set('name')}
            maxLength={80}
            autoComplete="off"
          />
        ))}
        {field(
          'baseUrl',
          'Base URL',
          (p) => (
            <input
              {...p}
              type="url"
              value={values.baseUrl}
              onChange={set('baseUrl')}
              placeholder="https://platform.example.org"
              spellCheck={false}
              autoComplete="off"
            />
          ),
          movesKey ? KEY_DROPPED_WARNING : 'The platform address, without /api/public/v1.',
        )}
        {field(
          'apiKey',
          mode === 'add' ? 'API key' : 'Replace API key',
          (p) => (
            <input
              {...p}
              type="password"
              value={values.apiKey}
              onChange={set('apiKey')}
              autoComplete="off"
              spellCheck={false}
              placeholder={mode === 'edit' ? 'Leave empty to keep the current key' : undefined}
            />
          ),
          keychainAvailable
            ? 'Stored in the OS keychain; never shown again.'
            : 'No OS keychain: kept in memory for this session only.',
        )}
      </div>
      {failure && <ErrorPanel info={failure} compact context="Not saved" />}
      {testFailure && (
        <div className="connection-form__untested" data-testid="save-test-failed">
          <ErrorPanel info={testFailure} compact context="Not saved yet: the test with these values failed" />
          <p className="muted">
            Correct the fields and save again, or keep these values as they are (for a server that is down
            right now, say).
          </p>
          <button type="button" className="btn" onClick={() => void save(true)} disabled={saving !== null}>
            Save anyway, without a working test
          </button>
        </div>
      )}
      <div className="connection-form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving !== null}>
          {saving === 'testing' ? 'Testing…' : saving === 'saving' ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel} disabled={saving !== null}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** The failure a test reports, or null when it passed or there was nothing to test. */
async function testFailureOf(test: Promise<TestConnectionResult | null>): Promise<ApiErrorInfo | null> {
  try {
    const result = await test;
    if (!result || result.ok) return null;
    return result.error ?? toErrorInfo(new Error('The test failed without a reason.'));
  } catch (err) {
    return toErrorInfo(err);
  }
}

interface InputA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
