/**
 * Lean kernel package download (spec 2.7, 4.4): the bytes are hashed against the item's
 * `packageSha256` BEFORE anything is kept. A chosen file is written next to its final place under
 * a temporary name and renamed only once complete, so a failure never leaves a partial or
 * unverified file where the user expects the package.
 */
import { randomBytes } from 'node:crypto';
import { link, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { localError } from '../api/apiError';
import { sha256Hex } from '../sha256';
import { safeFilename } from './fileName';

export { safeFilename };

/** Refuses bytes whose hash is not the published one. */
export function verifyPackage(bytes: Uint8Array, expectedSha256: string | undefined): string {
  if (!expectedSha256) {
    throw localError(
      'DOWNLOAD_CORRUPT',
      'The item publishes no packageSha256, so the download cannot be verified.',
    );
  }
  const actual = sha256Hex(bytes);
  if (actual !== expectedSha256.toLowerCase()) {
    throw localError(
      'DOWNLOAD_CORRUPT',
      `The downloaded package hashes to ${actual}, not the published ${expectedSha256}; it was not kept.`,
    );
  }
  return actual;
}

/**
 * Writes verified bytes to `path` atomically (temporary file in the same folder, then into place).
 * Without `overwrite` an existing file is never replaced: the temporary file is hard-linked to the
 * name, which fails if the name exists, even when another process created it meanwhile.
 */
export async function keepFile(path: string, bytes: Uint8Array, overwrite = true): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.part`);
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    if (overwrite) await rename(temp, path);
    else await link(temp, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST' && !overwrite) {
      throw localError(
        'INVALID_INPUT',
        `${path} already exists and was left as it is. Choose another name, or allow replacing it.`,
      );
    }
    throw localError('INVALID_INPUT', `The package could not be saved: ${(err as Error).message}`);
  } finally {
    await rm(temp, { force: true });
  }
}
