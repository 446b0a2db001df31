/**
 * Whether the installed app looks for updates. On unless the user turned it off in Settings; the
 * desktop host reads it before every check (src/main/updater.ts).
 */
import type { HandlerDeps, Handlers } from './types';

const KEY = 'updates.enabled';

export function updateHandlers({ ctx }: HandlerDeps): Pick<Handlers, 'updates.get' | 'updates.set'> {
  const read = () => ({ enabled: ctx.settings.getSetting(KEY) !== 'false' });
  return {
    'updates.get': async () => read(),
    'updates.set': async ({ enabled }) => {
      ctx.settings.setSetting(KEY, String(enabled));
      return read();
    },
  };
}
