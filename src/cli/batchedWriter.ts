/**
 * Text for a stream gathered into writes of about BATCH_CHARS characters, in order: one write per
 * JSON line cost a system call each (stdout to a file is written synchronously), a measurable part
 * of checking a file of small polynomials. The bytes written are the same.
 */
const BATCH_CHARS = 1 << 16;

export class BatchedWriter {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly out: { write(text: string): unknown }) {}

  write(text: string): void {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= BATCH_CHARS) this.flush();
  }

  /** Writes out what is gathered; call before anything else goes to the stream, and at the end. */
  flush(): void {
    if (this.parts.length === 0) return;
    this.out.write(this.parts.join(''));
    this.parts = [];
    this.size = 0;
  }
}
