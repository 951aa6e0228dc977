import path from 'node:path';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { cloudflare } from '@cloudflare/vite-plugin';
import { chakraLazyGlobalCss } from './scripts/lib/chakra-lazy-global-css.ts';

// `npm run dev` runs web and worker together through the Cloudflare plugin (hot reload
// for both). `vite build` builds only the SPA into dist/client; wrangler bundles the worker.
export default defineConfig(({ command }) => {
  const plugins: PluginOption[] = [react(), chakraLazyGlobalCss()];
  if (command === 'serve') {
    plugins.push(cloudflare({ configPath: path.resolve(import.meta.dirname, 'wrangler.toml') }));
  }
  return {
    root: 'web',
    publicDir: 'public',
    envDir: '..',
    plugins,
    build: {
      outDir: '../dist/client',
      emptyOutDir: true,
      sourcemap: false,
      // .vite/manifest.json: the worker names a rendered page's chunks in its head
      // (worker/pages/chunk-preloads.ts).
      manifest: true,
      reportCompressedSize: false,
      rolldownOptions: {
        // Chakra's theme module builds its full default config (every component's recipe)
        // with a call the bundler cannot see is free of side effects, and its anatomy
        // module one anatomy per component the same way: unused, they are still bundled.
        // Both functions only return what they are given or build a plain object.
        treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
        output: {
          // Everything the entry imports statically (React, react-router, Chakra, the
          // providers, the route table) in one chunk: left to itself, the bundler split it
          // by which lazy routes share each module into some 25 files of 0.1-25 KB, every
          // page's first fetches. The rest stays split per route (and nivo, supabase-js and
          // the session machine in chunks of their own): tried, a shared group for the
          // design system's components added 10-12 KB to a public page for what other
          // pages use, and rolldown's entriesAware merging 15-70 KB.
          codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
        },
      },
    },
    server: { port: Number(process.env.PORT ?? 5173) },
  };
});
