import { errorInfo } from '../../../shared/api/errors';
import { describeError } from '../../../shared/errorText';
import type { EditableKind } from './targets';

const LOCK_CODE = { cheatsheet: 'CHEATSHEET_LOCKED', 'solver-template': 'SOLVER_TEMPLATE_LOCKED' } as const;

/** Why a published library item cannot be changed, in words. */
export function lockText(kind: EditableKind) {
  return describeError(errorInfo(LOCK_CODE[kind], '', { status: 403 }));
}
