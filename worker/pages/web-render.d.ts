/**
 * The app's server render (web/entry-server.tsx through web/server-entry.ts), bundled into
 * the worker under this name (wrangler.toml `[alias]`, tests/vitest.worker.config.ts): the
 * worker's TypeScript project sees only its contract, not the React tree.
 */
declare module 'launchfund-web-render' {
  import type { RenderDocument } from '../../shared/document-render';

  export const renderDocument: RenderDocument;
}
