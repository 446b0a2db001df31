import { useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import { call } from '../../bridge';
import { ErrorPanel } from '../../components/ErrorPanel';
import { toErrorInfo } from '../../lib/errors';
import type { NetworkItem } from './types';

/**
 * Download a Lean kernel package to a file chosen in the system dialog. The core checks the bytes
 * against `packageSha256` before keeping the file; a mismatch is an error and nothing is kept.
 */
export function PackageDownload({ item }: { item: NetworkItem }) {
  const [state, setState] = useState<'idle' | 'busy' | 'cancelled'>('idle');
  const [verified, setVerified] = useState<{ sha256: string; path: string | null } | null>(null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const download = async () => {
    setState('busy');
    setError(null);
    setVerified(null);
    try {
      const r = await call('network.download', { itemId: item.id });
      if (!r) setState('cancelled');
      else {
        setVerified({ sha256: r.sha256, path: r.path ?? null });
        setState('idle');
      }
    } catch (err) {
      setError(toErrorInfo(err));
      setState('idle');
    }
  };
  return (
    <div className="cn-item__actions">
      <button
        type="button"
        className="btn"
        onClick={() => void download()}
        disabled={state === 'busy'}
        data-testid="cn-package-download"
      >
        {state === 'busy' ? 'Downloading and checking…' : `Download ${item.packageFilename ?? 'package'}`}
      </button>
      {state === 'cancelled' && <span className="muted">Not saved.</span>}
      {verified && (
        <span
          className="badge badge--ok"
          data-testid="cn-package-verified"
          title="SHA-256 of the downloaded bytes equals the package's packageSha256"
        >
          ✓ Verified SHA-256 <code className="cn-hash">{verified.sha256}</code>
          {verified.path ? ` · saved to ${verified.path}` : ''}
        </span>
      )}
      {error && <ErrorPanel info={error} compact context="The package was not kept" />}
    </div>
  );
}
