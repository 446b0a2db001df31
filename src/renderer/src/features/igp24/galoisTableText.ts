/**
 * The group table's text from the fetched bytes: gunzipped with the browser's DecompressionStream,
 * unless the server already decoded it (a server may send a .gz with Content-Encoding: gzip, and
 * fetch then hands over the plain text).
 */
export async function galoisTableText(buffer: ArrayBuffer): Promise<string> {
  const bytes = new Uint8Array(buffer);
  const gzip = bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
  if (!gzip) return new TextDecoder().decode(bytes);
  const stream = new Blob([buffer]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}
