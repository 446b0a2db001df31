/** One result line of the package check, in words, with what to do about it. */
export interface Finding {
  level: 'failure' | 'note';
  /** Which part of the check: 'modules', 'natives', 'files', 'contents', 'never ships', 'start-up', 'fuses'. */
  check: string;
  message: string;
}

export const failure = (check: string, message: string): Finding => ({ level: 'failure', check, message });
export const note = (check: string, message: string): Finding => ({ level: 'note', check, message });
