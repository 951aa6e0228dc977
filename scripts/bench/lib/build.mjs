// Builds the app and the floor page with the project's Vite, recording which source
// modules end up in which output chunk (to prove chart code stays off public routes).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { root } from '../../lib/local-env.mjs';

/** A Vite plugin that writes chunk file → module ids into `into`. */
function recordChunks(into) {
  return {
    name: 'bench-record-chunks',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into[output.fileName] = {
          modules: Object.keys(output.modules),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          isEntry: output.isEntry,
        };
      }
    },
  };
}

/**
 * `vite build` of the app exactly as `npm start` builds it, but into a temporary folder so
 * a bench run never races an e2e run over dist/client; with the chunk map.
 */
export async function buildApp() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-client-'));
  const chunks = {};
  await build({
    root: path.join(root, 'web'),
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [recordChunks(chunks)],
    build: { outDir, emptyOutDir: true },
  });
  return { outDir, chunks };
}

/** The floor page (scripts/bench/floor) built with the same Vite and React plugin. */
export async function buildFloor() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  const chunks = {};
  await build({
    root: path.join(root, 'scripts', 'bench', 'floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), recordChunks(chunks)],
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
  return { outDir, chunks };
}
