/**
 * Converts the GAP generator's output (generate.sh, lines "t order inA24 type:count …" with types
 * written like 2^11.1^2 and inA24 as true/false) to the shipped table: cycle types as indices into
 * the sorted partitions of 24 (src/shared/igp24/galois/partitions.ts), counts as decimal text, one
 * line per group in ascending t; written in the binary form that is committed and shipped
 * (convertBinary.ts), and with --text FILE also as the gzipped text (scripts/galois/toText.ts writes
 * that same text from the binary form later).
 *
 *   npx tsx scripts/galois/convert.ts [--out data/galois/transitive24.bin.gz] [--text FILE] [--allow-partial] INPUT…
 *
 * Refuses to write an incomplete table (fewer than 25,000 groups) unless --allow-partial.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { parseTypeText } from '../../src/shared/igp24/galois/partitions';
import { TABLE_TEXT_HEADER } from '../../src/shared/igp24/galois/table';
import { binaryFromText } from './convertBinary';

export const GROUP_COUNT = 25_000;

/** Converts raw generator lines; duplicates of a t must agree. Returns the compact text. */
export function convertRaw(raw: string): { text: string; count: number } {
  const byT = new Map<number, string>();
  for (const line of raw.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 4 || fields[0] === '') continue;
    const t = Number(fields[0]);
    if (!Number.isInteger(t) || t < 1 || t > GROUP_COUNT) throw new Error(`bad t in: ${line.slice(0, 60)}`);
    if (!/^[1-9][0-9]*$/.test(fields[1]!)) throw new Error(`bad order for t=${t}`);
    if (fields[2] !== 'true' && fields[2] !== 'false') throw new Error(`bad inA24 for t=${t}`);
    const entries = fields.slice(3).map((f) => {
      const [type, count] = f.split(':');
      if (!count || !/^[1-9][0-9]*$/.test(count)) throw new Error(`bad count for t=${t}: ${f}`);
      return [parseTypeText(type!), count] as const;
    });
    entries.sort((a, b) => a[0] - b[0]);
    const total = entries.reduce((s, [, c]) => s + BigInt(c), 0n);
    if (total !== BigInt(fields[1]!)) throw new Error(`t=${t}: class sizes sum to ${total}, not the order`);
    const out = `${t} ${fields[1]} ${fields[2] === 'true' ? 1 : 0} ${entries.map(([i, c]) => `${i}:${c}`).join(' ')}`;
    const prev = byT.get(t);
    if (prev !== undefined && prev !== out) throw new Error(`t=${t} computed twice with different results`);
    byT.set(t, out);
  }
  const ts = [...byT.keys()].sort((a, b) => a - b);
  return { text: `${[...TABLE_TEXT_HEADER, ...ts.map((t) => byT.get(t)!)].join('\n')}\n`, count: ts.length };
}

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string', default: 'data/galois/transitive24.bin.gz' },
      text: { type: 'string' },
      'allow-partial': { type: 'boolean', default: false },
    },
  });
  const raw = positionals.map((p) => readFileSync(p, 'utf8')).join('\n');
  const { text, count } = convertRaw(raw);
  if (count !== GROUP_COUNT && !values['allow-partial']) {
    process.stderr.write(
      `only ${count} of ${GROUP_COUNT} groups; not writing (use --allow-partial for tests)\n`,
    );
    return 1;
  }
  // mtime 0 in the gzip header (zlib's default) keeps the output byte-identical across runs.
  if (values.text) writeFileSync(values.text, gzipSync(Buffer.from(text), { level: 9 }));
  const bin = binaryFromText(text);
  writeFileSync(values.out!, bin);
  process.stdout.write(
    `${count} groups, ${text.length} bytes of text, ${bin.length} gzipped bytes -> ${values.out}\n`,
  );
  return 0;
}

if (process.argv[1]?.endsWith('convert.ts')) process.exitCode = main();
