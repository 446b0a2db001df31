import { useState } from 'react';
import { byteStatus, utf8Bytes } from '../../lib/bytes';
import { defaultTarget, type EditableKind, targetsFor } from '../../lib/targets';
import { useCached } from '../../stores/useCached';

/** The competition an editor's text would be submitted to (pickable when several are open), and its size limit. */
export function useSubmitTarget(kind: EditableKind, text: string) {
  const competitions = useCached('competitions.list', {});
  const targets = targetsFor(kind, competitions.data);
  const [target, setTarget] = useState<string | null>(null);
  const targetId = target ?? defaultTarget(kind, competitions.data);
  const detail = useCached('competitions.get', { competitionId: targetId });
  const maxBytes = detail.data?.submissionSpec.limits.maxBytes ?? null;
  return {
    targets,
    targetId,
    setTarget,
    competition: detail.data,
    maxBytes,
    size: byteStatus(utf8Bytes(text), maxBytes),
  };
}

export type SubmitTarget = ReturnType<typeof useSubmitTarget>;
