/**
 * The group table in a worker: fetched in its binary form from the app's own files ('self', CSP)
 * and read once (galoisTableFromBytes.ts: gunzip, then its arrays used in place, no parse), when a
 * worker first needs it, never before.
 */
import tableUrl from '../../../../../../data/galois/transitive24.bin.gz?url';
import type { GaloisTable } from '../../../../../shared/igp24/galois/index';
import { galoisTableFromBytes } from '../galoisTableFromBytes';

let table: Promise<GaloisTable> | null = null;

export function groupTable(): Promise<GaloisTable> {
  table ??= (async () => {
    const res = await fetch(tableUrl);
    if (!res.ok) throw new Error(`the group table could not be read (HTTP ${res.status})`);
    return galoisTableFromBytes(await res.arrayBuffer());
  })();
  // A failed read is tried again next time (the file may have been busy).
  table.catch(() => {
    table = null;
  });
  return table;
}
