/**
 * What can be done to a sweep from its page: pause it (no new round is queued), resume it (a
 * refused write is tried again) and export it as CSV or JSON. Pause and resume answer with the
 * sweep's view, which replaces the one on screen at once; the list is read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { SweepView } from '../../../../shared/contracts/sweeps';
import { call } from '../../bridge';
import { saveTextFile } from '../../lib/download';
import { useBusyAction } from '../../lib/useBusyAction';
import { readKey } from '../../stores/query';

export type ExportFormat = 'csv' | 'json';

const MIME: Record<ExportFormat, string> = { csv: 'text/csv', json: 'application/json' };

export function useSweepActions(sweepId: string) {
  const client = useQueryClient();
  const control = useBusyAction();
  const exporting = useBusyAction();
  const apply = async (view: SweepView) => {
    client.setQueryData(readKey('sweeps.get', { sweepId }), view);
    await client.invalidateQueries({
      queryKey: readKey('sweeps.list', { competitionId: view.competitionId }),
    });
  };
  return {
    pause: () => control.run(async () => apply(await call('sweeps.pause', { sweepId }))),
    resume: () => control.run(async () => apply(await call('sweeps.resume', { sweepId }))),
    /** Pause or resume is on its way. */
    busy: control.busy,
    error: control.error,
    exportAs: (format: ExportFormat) =>
      exporting.run(async () => {
        const file = await call('sweeps.export', { sweepId, format });
        saveTextFile(file.filename, file.text, MIME[format]);
      }),
    exportBusy: exporting.busy,
    exportError: exporting.error,
  };
}
