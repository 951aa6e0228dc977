import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { authMode } from '../auth/mode';
import { bucketRoutes } from './bucket-routes';
import { StorageError, storageErrorResponse } from './errors';
import { listRoute } from './list-route';
import { objectReadRoutes } from './object-read-routes';
import { objectWriteRoutes } from './object-write-routes';
import { proxyStorage } from './proxy';

/**
 * /storage/v1/*: the Supabase Storage API, embedded (metadata in D1, bytes in R2) or
 * proxied to the hosted project with /auth/v1 (docs/storage.md).
 */
export const storageRoutes = new Hono<AppEnv>();

storageRoutes.use('*', async (c, next) => {
  if (authMode(c.env) === 'proxy') return proxyStorage(c);
  await next();
});

// Order matters: the specific object routes (list, sign, info, public, authenticated)
// come before the catch-all `/:bucket/*` upload and download routes.
storageRoutes.route('/bucket', bucketRoutes);
storageRoutes.route('/object', listRoute);
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
