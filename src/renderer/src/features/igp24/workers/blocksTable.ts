/**
 * The block table in a worker (data/galois/blocks.txt.gz, src/shared/igp24/discover/blocksTable.ts):
 * fetched from the app's own files and parsed once, when a search first aims at pairs.
 */
import blocksUrl from '../../../../../../data/galois/blocks.txt.gz?url';
import { type GroupBlocks, parseBlocks } from '../../../../../shared/igp24/discover/blocksTable';

let blocks: Promise<Map<string, GroupBlocks>> | null = null;

async function read(): Promise<Map<string, GroupBlocks>> {
  const res = await fetch(blocksUrl);
  if (!res.ok) throw new Error(`the block table could not be read (HTTP ${res.status})`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  // A server may have sent it with Content-Encoding: gzip, decoded already by fetch.
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const text = gzipped
    ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text()
    : new TextDecoder().decode(bytes);
  return parseBlocks(text);
}

export function blockTable(): Promise<Map<string, GroupBlocks>> {
  blocks ??= read();
  blocks.catch(() => {
    blocks = null;
  });
  return blocks;
}
