import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prerenderPages } from './build/prerender-plugin.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';
import { preloadOnlyWhatIsMissing } from './build/preload-deps.ts';
import { chunkFileName, reactRouterProductionBuild } from './build/shipped-code.ts';

// The API runs separately in development (apps/server on :3000); in production the server serves dist/.
const preload = preloadOnlyWhatIsMissing();

const API_TARGET = process.env.VITE_API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  // prerenderPages: the landing page and the light shell as HTML (docs/decisions/140-prerendered-landing-and-light-shell.md);
  // serviceWorker: /sw.js, which keeps the offline page (docs/decisions/204-installable-app-offline-door.md).
  plugins: [react(), tailwindcss(), prerenderPages(), serviceWorker(), preload.plugin],
  // One .env for the whole product: the repo root's (documented in /.env.example). Only VITE_* variables
  // reach the browser bundle.
  envDir: '../..',
  // What ships: React Router's production build (its package names only its development one) and shared chunks
  // named by their hash (build/shipped-code.ts; decision 255). `vite` in development keeps the router's warnings.
  resolve: command === 'build' ? { alias: reactRouterProductionBuild() } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: { output: { chunkFileNames: chunkFileName } },
  },
}));
