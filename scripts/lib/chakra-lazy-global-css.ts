/**
 * A build step for Chakra's `createSystem`: it computes the system's whole global CSS (the
 * reset, the global styles and a CSS variable for every token) as it builds the system,
 * the largest part of that build, which runs while the app starts. The app's pages already
 * carry that CSS in their HTML (the worker's server render puts it there), so the app
 * does not need it computed again (web/theme/provided-system.ts). This makes the system's `_global`
 * a getter that computes it on first read, and the same value from then on. Server
 * renders, tests and the dev server, which read it, get what they got before.
 *
 * Chakra has no option for this; should its source change shape, the build fails here
 * with a message rather than quietly going back to computing it at start.
 */
import type { Plugin } from 'vite';

const SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY =
  'let _globalCss; const globalCss_ = () => (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
const FIELD = /^(\s*)_global,$/m;

/** Chakra's system.js with `_global` computed on first read. */
export function lazyGlobalCss(source: string): string {
  if (!source.includes(EAGER) || !FIELD.test(source)) {
    throw new Error(
      "Chakra's createSystem no longer builds `_global` the way scripts/lib/chakra-lazy-global-css.ts expects: update the step for the installed @chakra-ui/react, or remove it.",
    );
  }
  return source.replace(EAGER, LAZY).replace(FIELD, '$1get _global() { return globalCss_(); },');
}

export function chakraLazyGlobalCss(): Plugin {
  return {
    name: 'chakra-lazy-global-css',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0] ?? id)) return null;
      return { code: lazyGlobalCss(code), map: null };
    },
  };
}
