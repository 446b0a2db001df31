/**
 * One data folder for the desktop app, serve mode and the command line (src/core/dataDir.ts):
 * Electron's userData for package.json's productName on each system, WORKBENCH_DATA_DIR first,
 * and the command line asking the very same function.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir as cliDefaultDataDir } from '../../../src/cli/session';
import { appDataDir, defaultDataDir, PRODUCT_NAME } from '../../../src/core/dataDir';

const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
  productName: string;
  build: { productName: string };
};

describe('the shared data folder', () => {
  it('ends in the product name Electron names userData after', () => {
    expect(PRODUCT_NAME).toBe(pkg.productName);
    expect(PRODUCT_NAME).toBe(pkg.build.productName);
  });

  it('is Electron’s userData on Linux: XDG_CONFIG_HOME, else ~/.config', () => {
    const home = '/home/ada';
    expect(appDataDir({ platform: 'linux', home, env: {} })).toBe('/home/ada/.config/Participant Workbench');
    expect(appDataDir({ platform: 'linux', home, env: { XDG_CONFIG_HOME: '' } })).toBe(
      '/home/ada/.config/Participant Workbench',
    );
    expect(appDataDir({ platform: 'linux', home, env: { XDG_CONFIG_HOME: '/cfg' } })).toBe(
      '/cfg/Participant Workbench',
    );
    // serve mode's old folder variable says nothing here
    expect(appDataDir({ platform: 'linux', home, env: { XDG_DATA_HOME: '/data' } })).toBe(
      '/home/ada/.config/Participant Workbench',
    );
  });

  it('is Application Support on macOS and the roaming AppData on Windows', () => {
    expect(appDataDir({ platform: 'darwin', home: '/Users/ada', env: { XDG_CONFIG_HOME: '/cfg' } })).toBe(
      '/Users/ada/Library/Application Support/Participant Workbench',
    );
    expect(appDataDir({ platform: 'win32', home: 'C:/Users/ada', env: { APPDATA: 'D:/Roaming' } })).toBe(
      join('D:/Roaming', 'Participant Workbench'),
    );
    expect(appDataDir({ platform: 'win32', home: 'C:/Users/ada', env: {} })).toBe(
      join('C:/Users/ada', 'AppData', 'Roaming', 'Participant Workbench'),
    );
  });

  it('WORKBENCH_DATA_DIR comes first; an empty one is no choice', () => {
    const env = { XDG_CONFIG_HOME: '/cfg' };
    expect(defaultDataDir({ platform: 'linux', env: { ...env, WORKBENCH_DATA_DIR: '/mine' } })).toBe('/mine');
    expect(defaultDataDir({ platform: 'linux', env: { ...env, WORKBENCH_DATA_DIR: '' } })).toBe(
      '/cfg/Participant Workbench',
    );
  });

  it('the command line asks the same function serve mode does', () => {
    expect(cliDefaultDataDir).toBe(defaultDataDir);
  });
});
