import { humanBytes } from '../../lib/format';
import type { NetworkItem } from './types';

/** Every field of a Lean kernel package (spec 2.7), in words. */
export function PackageFields({ item }: { item: NetworkItem }) {
  const rows: [string, string | number | null | undefined][] = [
    ['Problem', item.problemId],
    ['Approved revision', item.approvedRevision],
    ['Solution revision', item.solutionRevision],
    ['Execution snapshot', item.executionSnapshotId ?? 'none'],
    ['Template version', item.templateVersion],
    ['Toolchain version', item.toolchainVersion],
    ['Manifest version', item.manifestVersion],
    ['Workspace SHA-256', item.workspaceSha256],
    [
      'Workspace size (source bytes)',
      item.workspaceSizeBytes === undefined ? undefined : humanBytes(item.workspaceSizeBytes),
    ],
    ['Package file', item.packageFilename],
    ['Files in the package', item.packageFileCount],
    ['Package size', item.packageSizeBytes === undefined ? undefined : humanBytes(item.packageSizeBytes)],
    ['Package SHA-256', item.packageSha256],
  ];
  return (
    <>
      <dl className="kv cn-fields" data-testid="cn-package-fields">
        {rows
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd className={k.includes('SHA') ? 'cn-hash' : undefined}>{String(v)}</dd>
            </div>
          ))}
      </dl>
      {item.artifactExcerpt && (
        <details className="cn-excerpt">
          <summary>Artifact excerpt</summary>
          <pre>{item.artifactExcerpt}</pre>
        </details>
      )}
    </>
  );
}
