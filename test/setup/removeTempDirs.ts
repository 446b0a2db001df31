/**
 * Runs before every test file (vitest.config.ts, setupFiles). Its afterAll is registered first, so
 * it runs last, after the file's own afterAll has stopped the sandboxes and closed the stores that
 * write into the folders.
 */
import { afterAll } from 'vitest';
import { removeTempDirs } from '../helpers/tempDir';

afterAll(() => removeTempDirs());
