/**
 * Versions of cheatsheets and solver templates (issue 20): texts, versions, sightings of what the
 * server held, and the pins that say which text a run ran. The SQL is the store's
 * (store/versions.ts) and the hash is the core's one helper (sha256.ts); this module owns the
 * rules: what is kept when (recorder.ts, the only writer) and what a run ran (pins.ts, read-only).
 */
export { BODY_FIELD, historyKey, isVersionKind, type SaveOrigin } from './kinds';
export { matchSighting } from './matching';
export {
  type FoundPins,
  matchedPins,
  pinsOfRun,
  queuedPins,
  settledPins,
  solverPin,
  startedByRun,
  worthKeeping,
} from './pins';
export { type RecorderOptions, VersionRecorder, type WriteStage } from './recorder';
