/**
 * A build step for the Web Worker that renders a dashboard's first frames
 * (web/app/static-dashboard.worker.ts): it resolves emotion's packages to the builds
 * they publish for workers (their `worker` export condition, the same as `edge-light`)
 * instead of their browser builds. A browser build assumes a document (its default
 * style cache is made only where `HTMLElement` exists, and is null in a worker), so a
 * render there fails; the worker build renders as a server does, each component's
 * styles written inline before it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

interface ExportConditions {
  [condition: string]: string | ExportConditions | undefined;
}

/** The ES module an emotion package publishes for workers, or null when it has none. */
function workerBuildOf(id: string): string | null {
  const manifest = require.resolve(`${id}/package.json`);
  const { exports } = require(manifest) as { exports?: Record<string, ExportConditions> };
  const worker = exports?.['.']?.worker;
  const file = typeof worker === 'object' ? worker.module : undefined;
  return typeof file === 'string' ? path.join(path.dirname(manifest), file) : null;
}

export function emotionServerBuilds(): Plugin {
  return {
    name: 'emotion-server-builds',
    enforce: 'pre',
    resolveId(id) {
      if (!/^@emotion\/[\w-]+$/.test(id)) return null;
      return workerBuildOf(id);
    },
    buildStart() {
      if (!workerBuildOf('@emotion/react')) {
        throw new Error(
          '@emotion/react no longer publishes a `worker` build: the dashboard worker (web/app/static-dashboard.worker.ts) cannot render in it.',
        );
      }
    },
  };
}
