/**
 * `… | head` closes the pipe early: that is the reader's choice, not an error. Without this, the
 * next write to standard output raised EPIPE as an unhandled 'error' event and printed a stack trace.
 */
export function exitQuietlyOnClosedPipe(): void {
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}
