/** The library kinds (spec 2.9), zod-free so the command line can start without loading zod. */
export const LIBRARY_KINDS = ['cheatsheet', 'solver-template', 'lean-problem'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];
