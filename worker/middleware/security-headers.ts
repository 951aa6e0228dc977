/**
 * The security headers of every Worker response (the same policy as web/public/_headers,
 * which Workers Static Assets applies to the build's files). Two instances of Hono's
 * secureHeaders, each built once per isolate:
 *
 * - a data answer (/api, the auth, REST and storage wire endpoints, dev tools; the few
 *   small HTML answers there have no script) gets the policy with `script-src 'self'`:
 *   no inline script runs, so it needs no nonce, and its headers are one constant list;
 * - a document (every other path: the pages the worker renders) gets a fresh 128-bit
 *   nonce in `script-src`, which its start script carries (worker/pages/render-page.ts).
 *
 * A path outside the data prefixes is treated as a document, so a new mount is never
 * left without a nonce its page would need.
 */
import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type ScriptSources = NonNullable<
  NonNullable<SecureHeadersOptions['contentSecurityPolicy']>['scriptSrc']
>;

/** Paths that answer data, never a document that runs a script. */
const DATA_PREFIXES = ['/api/', '/auth/v1/', '/rest/v1/', '/storage/v1/', '/__dev/'];

function policy(scriptSrc: ScriptSources): SecureHeadersOptions {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
      // Chakra (emotion) injects its styles at runtime.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Same values as web/public/_headers, so Worker and static responses agree.
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  };
}

const dataHeaders = secureHeaders(policy(["'self'"]));
// One inline script, a page's start script, carries this response's nonce
// (worker/pages/start-script.ts); the page's data is JSON (<script type="application/json">).
const documentHeaders = secureHeaders(policy(["'self'", NONCE]));

/** Whether `path` answers data (see DATA_PREFIXES), so its CSP needs no nonce. */
export function isDataPath(path: string): boolean {
  return DATA_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The security headers for this request's kind of answer (see the file comment). */
export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) =>
  isDataPath(c.req.path) ? dataHeaders(c, next) : documentHeaders(c, next);
