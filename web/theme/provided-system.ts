import type { SystemContext } from '@chakra-ui/react';

/**
 * Emotion writes a server-rendered global style element as `css-global <hash>`, and
 * renames one it adopts or inserts in the browser to plain `css-global`: an element with
 * a hash is one the page's HTML brought.
 */
const BROUGHT_GLOBAL_STYLES = 'style[data-emotion^="css-global "]';

/**
 * The system to give ChakraProvider in this document. Every page the worker renders
 * (web/entry-server.tsx) carries Chakra's global CSS (reset, global styles, token
 * variables), as the server render writes it. There the provider gets a view of
 * the system with no global CSS of its own: computing it (the build makes that lazy,
 * scripts/lib/chakra-lazy-global-css.ts) and serializing it for emotion were the largest
 * part of building the system as the app starts, only for emotion to find the same CSS
 * in the page. Elsewhere (the dev server's page, a test's document, a server render,
 * which is what writes those elements) the provider renders it as usual.
 */
export function providedSystem(system: SystemContext, doc?: Document): SystemContext {
  if (!doc?.querySelector(BROUGHT_GLOBAL_STYLES)) return system;
  return withoutGlobalCss(system);
}

/**
 * A view of `system` with no global CSS, for the app hydrating a page that brought it.
 */
export function withoutGlobalCss(system: SystemContext): SystemContext {
  // A view, not a copy: spreading the system would read `_global`, and compute it.
  return Object.create(system, { _global: { value: [] } }) as SystemContext;
}
