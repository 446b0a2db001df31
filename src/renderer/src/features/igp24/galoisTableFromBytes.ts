/**
 * The group table from the bytes the worker fetched. The app ships the binary form
 * (data/galois/transitive24.bin.gz, tableBinary.ts): its arrays are used in place, so a worker is
 * ready in tens of milliseconds instead of the quarter of a second a parse of the text takes before
 * the first ranking. The text form is still read when given, as the command line does.
 *
 * The bytes are gunzipped with the browser's DecompressionStream unless they are plain already: a
 * server may send a .gz with Content-Encoding: gzip, and fetch then hands over the decoded bytes.
 */
import { type GaloisTable, tableFromBytes } from '../../../../shared/igp24/galois/index';

const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The table ships with the app: one that cannot be read was damaged since, and a reinstall restores it. */
const NEXT_STEP = 'reinstall the app to restore it, then rank again';

/**
 * Why the stream failed, which names no file: Chromium says it in the message, Node leaves the
 * message empty and puts zlib's words ("unexpected end of file") in the cause.
 */
function gunzipReason(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.message !== '') return err.message;
  if (err.cause instanceof Error && err.cause.message !== '') return err.cause.message;
  return 'damaged or cut short';
}

async function gunzip(buffer: ArrayBuffer): Promise<Uint8Array> {
  try {
    const stream = new Blob([buffer]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch (err) {
    throw new Error(`the group table is not a readable gzip file (${gunzipReason(err)}); ${NEXT_STEP}`);
  }
}

export async function galoisTableFromBytes(buffer: ArrayBuffer): Promise<GaloisTable> {
  const raw = new Uint8Array(buffer);
  const bytes = isGzip(raw) ? await gunzip(buffer) : raw;
  try {
    const table = tableFromBytes(bytes);
    if (table.size === 0) throw new Error('it lists no groups');
    return table;
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(`the group table could not be read (${why}); ${NEXT_STEP}`);
  }
}
