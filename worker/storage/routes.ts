import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { authMode } from '../auth/mode';
import { bucketRoutes } from './bucket-routes';
import { StorageError, storageErrorResponse } from './errors';
import { listRoute } from './list-route';
import { listV2Route } from './list-v2-route';
import { moveCopyRoutes } from './move-copy-routes';
import { objectReadRoutes } from './object-read-routes';
import { objectWriteRoutes } from './object-write-routes';
import { proxyStorage } from './proxy';
import { signedUploadRoutes } from './signed-upload-routes';
import { unsupportedRoutes } from './unsupported-routes';

/**
 * /storage/v1/*: the Supabase Storage API, embedded (metadata in D1, bytes in R2) or
 * proxied to the hosted project with /auth/v1 (docs/storage.md).
 */
export const storageRoutes = new Hono<AppEnv>();

storageRoutes.use('*', async (c, next) => {
  if (authMode(c.env) === 'proxy') return proxyStorage(c);
  await next();
});

// Order matters: the routes with fixed words (move, copy, list, list-v2, upload/sign,
// sign, info, public, authenticated) and the unsupported ones come before the catch-all
// `/:bucket/*` upload and download routes, so `POST /object/move` can never be an upload
// into a bucket called `move` (docs/storage.md#endpoints).
storageRoutes.route('/', unsupportedRoutes);
// Hosted storage's healthcheck: whether its metadata store answers (no credentials needed).
storageRoutes.get('/health', async (c) => {
  const healthy = await c.env.DB.prepare('SELECT 1 AS ok')
    .first<{ ok: number }>()
    .then((row) => row?.ok === 1)
    .catch(() => false);
  return c.json({ healthy }, 200, { 'Cache-Control': 'no-store' });
});
storageRoutes.route('/bucket', bucketRoutes);
storageRoutes.route('/object', moveCopyRoutes);
storageRoutes.route('/object', listV2Route);
storageRoutes.route('/object', listRoute);
storageRoutes.route('/object', signedUploadRoutes);
storageRoutes.route('/object', objectReadRoutes);
storageRoutes.route('/object', objectWriteRoutes);

storageRoutes.all('*', (c) =>
  c.json(
    {
      statusCode: '404',
      error: 'Not Found',
      message: `Route ${c.req.method}:${c.req.path} not found`,
    },
    404,
  ),
);

storageRoutes.onError((error, c) => {
  if (error instanceof StorageError) return storageErrorResponse(c, error);
  console.error('storage: unexpected failure', c.req.method, c.req.path, error);
  return storageErrorResponse(
    c,
    new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
  );
});
