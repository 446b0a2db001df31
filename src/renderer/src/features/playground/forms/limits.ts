/** Spec section 8 and 4.5: the limits a run body must keep, checked before anything is sent. */
export const MAX_REPEAT = 5;
export const MAX_NOTE_CHARS = 500;
/** Spec 4.5: `commitHash` is 40 lowercase hexadecimal characters. */
export const COMMIT_HASH_LENGTH = 40;
