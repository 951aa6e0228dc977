/**
 * What the worker bundles of the app (wrangler.toml `[alias]`): a plain module in front of
 * the server render, so the bundler compiles web/entry-server.tsx as it compiles every
 * other file of the app (with web/tsconfig.json's JSX runtime), not as an aliased entry.
 */
export { renderDocument } from './entry-server';
