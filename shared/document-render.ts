/**
 * The contract between the worker and the app's server render (web/entry-server.tsx):
 * the worker resolves who is asking and answers the app's /api reads in-process; the
 * render returns the page's markup and what the browser needs to hydrate it
 * (docs/architecture.md#one-start-path).
 */
import type { SessionUser } from './session';

/** The session a page is rendered for; the browser's session machine starts as it. */
export type RenderedSession =
  | { kind: 'signedIn'; user: SessionUser }
  | { kind: 'signedOut' }
  /** A stored session the server could not use (an expired token): the browser restores it. */
  | { kind: 'restoring' };

/** One in-process /api read: its JSON, or null when it did not answer 200. */
export type ApiReader = (path: string, signedIn: boolean) => Promise<unknown>;

export interface DocumentRequest {
  /** The document's full URL. */
  url: string;
  session: RenderedSession;
  readApi: ApiReader;
}

/** What the page inlines for the browser (`<script type="application/json">`). */
export interface BootPayload {
  session: RenderedSession;
  /** TanStack Query's dehydrated cache: the /api answers the render used. */
  queries: unknown;
}

export interface RenderedDocument {
  status: number;
  /** Set when a route answered with a redirect instead of a page. */
  redirect: string | null;
  /** The page's head tags (title, description, Open Graph), then its markup. */
  head: string[];
  body: string;
  boot: BootPayload;
  /** The source modules of the rendered routes' lazy chunks (ChunkHandle), to preload. */
  chunks: string[];
}

export type RenderDocument = (request: DocumentRequest) => Promise<RenderedDocument>;

/** The id of the boot payload's element. */
export const BOOT_PAYLOAD_ID = 'boot';

/**
 * The page's start script (worker/pages/start-script.ts): its element's id, and the event
 * it dispatches on `document` once it has evaluated the rendered routes' modules, with
 * them (source path relative to web/ → exports) as its detail (web/main.tsx starts on it).
 */
export const START_SCRIPT_ID = 'start';
export const START_EVENT = 'launchfund:start';

/**
 * Set on <html> once the browser's app has hydrated the whole page, the shell and every
 * part hydrated on its own (web/lib/page-hydration.ts), and run its effects.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * A lazy route's `handle`: the source modules (relative to web/, as Vite's build manifest
 * names them) its chunk is built from. The worker preloads the chunks of the routes it
 * rendered (worker/pages/chunk-preloads.ts).
 */
export interface ChunkHandle {
  chunks: readonly string[];
}
