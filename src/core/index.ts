/** What hosts (Electron main, serve) use of the core. */
export { createDispatcher, type Dispatch } from './dispatch';
export { openWorkbench, type Workbench, type WorkbenchOptions } from './workbench';
