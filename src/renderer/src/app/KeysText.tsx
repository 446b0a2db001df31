import { keysText } from '../../../shared/shortcuts';

const MAC = /Mac|iPhone|iPad/.test(navigator.platform);

/** A shortcut as this platform writes it, in a <kbd>. */
export function KeysText({ keys }: { keys: string }) {
  return <kbd className="kbd">{keysText(keys, MAC)}</kbd>;
}
