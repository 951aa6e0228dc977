import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { authMode } from '../auth/mode';
import { AuthError, authErrorResponse, echoApiVersion } from '../auth/errors';
import { jsonBody } from '../http/json-body';
import { proxyToSupabase } from '../auth/proxy';
import { logoutRoutes } from './auth-logout';
import { metaRoutes } from './auth-meta';
import { signupRoutes } from './auth-signup';
import { tokenRoutes } from './auth-token';
import { userRoutes } from './auth-user';
import { verifyRoutes } from './auth-verify';
import { recoverRoutes } from './auth-recover';
import { factorRoutes } from './auth-factors';
import { otpRoutes } from './auth-otp';
import { unsupportedRoutes } from './auth-unsupported';
import { adminAuthRoutes } from '../auth-admin/routes';

/** /auth/v1/*: the Supabase Auth API, embedded (from D1) or proxied to a hosted project. */
export const authRoutes = new Hono<AppEnv>();

authRoutes.use('*', async (c, next) => {
  if (authMode(c.env) === 'proxy') return proxyToSupabase(c, 'auth');
  await next();
  echoApiVersion(c);
  // Sessions, tokens and user records must never sit in a browser or proxy cache: every
  // answer is no-store unless a route chose otherwise (the public JWKS).
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
});
authRoutes.use(
  '*',
  ...jsonBody((c, problem, detail) =>
    authErrorResponse(
      c,
      problem === 'too_large'
        ? new AuthError(413, 'request_entity_too_large', 'Request body too large')
        : new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
    ),
  ),
);

authRoutes
  .route('/', signupRoutes)
  .route('/', tokenRoutes)
  .route('/', userRoutes)
  .route('/', logoutRoutes)
  .route('/', verifyRoutes)
  .route('/', recoverRoutes)
  .route('/', factorRoutes)
  .route('/', otpRoutes)
  .route('/', unsupportedRoutes)
  .route('/', metaRoutes)
  .route('/', adminAuthRoutes);

authRoutes.all('*', () => {
  throw new AuthError(404, 'not_found', 'Not Found');
});

authRoutes.onError((error, c) => {
  if (error instanceof AuthError) return authErrorResponse(c, error);
  // Hono's JSON validator throws a 400 for a body it cannot parse.
  if (error instanceof HTTPException && error.status < 500) {
    return authErrorResponse(
      c,
      new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${error.message}`),
    );
  }
  console.error('auth: unexpected failure', c.req.method, c.req.path, error);
  return authErrorResponse(
    c,
    new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    ),
  );
});
