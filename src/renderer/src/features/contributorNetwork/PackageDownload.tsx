import { useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { CnDownloadResult } from '../../../../shared/contracts/contributorNetwork';
import { call } from '../../bridge';
import { ErrorPanel } from '../../components/ErrorPanel';
import { saveBlob } from '../../lib/download';
import { toErrorInfo } from '../../lib/errors';
import type { NetworkItem } from './types';

/** Serve mode: the core answers the verified bytes, the browser saves them. */
function saveBytes(filename: string, base64: string): void {
  const bin = atob(base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  saveBlob(filename, new Blob([bytes], { type: 'application/gzip' }));
}

/**
 * Download a Lean kernel package to a file chosen in the system dialog. The core checks the bytes
 * against `packageSha256` before keeping the file; a mismatch is an error and nothing is kept.
 */
export function PackageDownload({ item }: { item: NetworkItem }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CnDownloadResult | null>(null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const r = await call('cn.package.download', { id: item.id });
      if (!r.cancelled && r.dataBase64) saveBytes(r.filename, r.dataBase64);
      setResult(r);
    } catch (err) {
      setError(toErrorInfo(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cn-item__actions">
      <button
        type="button"
        className="btn"
        onClick={() => void download()}
        disabled={busy}
        data-testid="cn-package-download"
      >
        {busy ? 'Downloading and checking…' : `Download ${item.packageFilename ?? 'package'}`}
      </button>
      {result?.cancelled && <span className="muted">Not saved: the save dialog was cancelled.</span>}
      {result && !result.cancelled && (
        <span
          className="badge badge--ok"
          data-testid="cn-package-verified"
          title="The SHA-256 of the downloaded bytes equals the package's packageSha256"
        >
          ✓ Verified SHA-256 <code className="cn-hash">{result.sha256}</code>
          {result.path ? ` · saved to ${result.path}` : ''}
        </span>
      )}
      {error && <ErrorPanel info={error} compact context="The package was not kept" />}
    </div>
  );
}
