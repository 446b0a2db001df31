/** Reading the address and key for `auth login`: typed (the key without echo), or piped in. */

export async function ask(question: string, hidden = false): Promise<string> {
  // Loaded here, not at start: every command's start would pay for readline.
  const [{ createInterface }, { Writable }] = await Promise.all([
    import('node:readline/promises'),
    import('node:stream'),
  ]);
  let muted = false;
  // The key is never echoed: the prompt is written, then the terminal output is swallowed.
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  try {
    const answer = rl.question(question);
    muted = hidden;
    const text = await answer;
    if (hidden) process.stderr.write('\n');
    return text.trim();
  } finally {
    rl.close();
  }
}

/** All of stdin (for `--key-stdin`), trimmed. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}
