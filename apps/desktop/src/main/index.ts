// Entry of the desk's main process (bundled to dist/main.cjs by build.mjs; the preload and the app's own pages
// sit beside it). Everything it does is in desk-app.ts and the modules it wires.
import path from 'node:path';
import { startDeskApp } from './desk-app';

startDeskApp({
  // The desk's one setting (development), read once here.
  serverOverride: process.env.LONGWOOD_SERVER_URL,
  pagesDir: path.join(__dirname, 'pages'),
  preloadPath: path.join(__dirname, 'preload.cjs'),
}).catch((error: unknown) => {
  console.error('The front desk could not start:', error);
  process.exit(1);
});
