// The desk window's preload (sandboxed, context-isolated; bundled to dist/preload.cjs): exposes one small API
// through contextBridge, chosen by the page's origin (bridges.ts).
import { contextBridge, ipcRenderer } from 'electron';
import { DESK_BRIDGE_KEY } from '@longwood/ui/desk-bridge';
import { SERVER_ORIGIN_ARGUMENT, VERSION_ARGUMENT } from '../shared/arguments';
import { apiFor, argumentValue, createDeskBridge, createSetupApi } from './bridges';

const serverOrigin = argumentValue(process.argv, SERVER_ORIGIN_ARGUMENT);
const version = argumentValue(process.argv, VERSION_ARGUMENT) ?? 'unknown';

switch (apiFor(window.location.href, serverOrigin)) {
  case 'desk':
    contextBridge.exposeInMainWorld(
      DESK_BRIDGE_KEY,
      createDeskBridge(ipcRenderer, version, () => crypto.randomUUID()),
    );
    break;
  case 'setup':
    contextBridge.exposeInMainWorld('longwoodSetup', createSetupApi(ipcRenderer));
    break;
  default:
    break;
}
