/**
 * workbench:// links: which route each link opens, and the protocol registration that sends macOS
 * open-url events and second launches (Windows, Linux) to the window.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { registerDeepLinks } from '../../../src/main/deepLinks';
import { deepLinkPath, itemLink, runLink } from '../../../src/shared/deepLinks';

function fakeApp() {
  return Object.assign(new EventEmitter(), { setAsDefaultProtocolClient: vi.fn(() => true) });
}

describe('deep link routes', () => {
  it('opens items by public code and Playground runs', () => {
    expect(deepLinkPath('workbench://item/ETA-123456')).toBe('/network/items/ETA-123456');
    expect(deepLinkPath('workbench://item/etb-m402913/')).toBe('/network/items/ETB-M402913');
    expect(deepLinkPath('WORKBENCH://run/lean-kernel-challenge/run_1')).toBe(
      '/competitions/lean-kernel-challenge/playground/runs/run_1',
    );
    expect(deepLinkPath('/item/ETA-123456')).toBe('/network/items/ETA-123456');
  });
  it('round-trips the links the app copies', () => {
    expect(deepLinkPath(itemLink('ETA-123456'))).toBe('/network/items/ETA-123456');
    expect(deepLinkPath(runLink('c 1', 'r/2'))).toBe('/competitions/c%201/playground/runs/r%2F2');
  });
  it('ignores anything else', () => {
    for (const l of [
      'https://x/item/ETA-1',
      'workbench://item',
      'workbench://item/a/b',
      'workbench://run/x',
      'workbench://item/%E0',
      'workbench://settings',
    ]) {
      expect(deepLinkPath(l)).toBeNull();
    }
  });
});

describe('registerDeepLinks', () => {
  it('registers the protocol and opens links from open-url and second launches', () => {
    const app = fakeApp();
    const open = vi.fn();
    const first = registerDeepLinks(app, ['/opt/wb/workbench'], { open });
    expect(first).toBeNull();
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledWith('workbench');
    const event = { preventDefault: vi.fn() };
    app.emit('open-url', event, 'workbench://item/eta-123456');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(open).toHaveBeenLastCalledWith('#/network/items/ETA-123456');
    app.emit('second-instance', {}, ['/opt/wb/workbench', '--flag', 'workbench://run/c1/r1']);
    expect(open).toHaveBeenLastCalledWith('#/competitions/c1/playground/runs/r1');
    app.emit('second-instance', {}, ['/opt/wb/workbench']);
    app.emit('open-url', { preventDefault() {} }, 'workbench://nonsense');
    expect(open).toHaveBeenCalledTimes(2);
  });
  it('answers the route of a link on the first launch and repeats the app path in development', () => {
    const app = fakeApp();
    const first = registerDeepLinks(app, ['/usr/bin/electron', '/src/app', 'workbench://item/ETA-000001'], {
      open: vi.fn(),
      execPath: '/usr/bin/electron',
      devArgs: ['/src/app'],
    });
    expect(first).toBe('#/network/items/ETA-000001');
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledWith('workbench', '/usr/bin/electron', [
      '/src/app',
    ]);
  });
});
