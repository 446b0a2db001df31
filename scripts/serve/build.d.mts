/** Types of build.mjs (plain JavaScript, also run by itself with node). */
export function buildServe(root?: string): Promise<void>;
