import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { storageErrors } from './errors';

/**
 * The Supabase Storage routes this server does not offer, each answering a 400 in
 * storage's shape that names the feature (code `NotSupported`), never a misleading
 * "not found" or, worse, a catch-all upload: mounted before every `/:bucket/*` route.
 * docs/storage.md#endpoints gives the reason for each.
 */
export const UNSUPPORTED_STORAGE_ROUTES = [
  { method: 'GET', path: '/render/image/public/:bucket/*', feature: 'image transformation' },
  { method: 'GET', path: '/render/image/authenticated/:bucket/*', feature: 'image transformation' },
  { method: 'GET', path: '/render/image/sign/:bucket/*', feature: 'image transformation' },
  { method: 'POST', path: '/upload/resumable', feature: 'resumable uploads (TUS)' },
  { method: 'POST', path: '/upload/resumable/sign', feature: 'resumable uploads (TUS)' },
  { method: 'PUT', path: '/upload/resumable/*', feature: 'resumable uploads (TUS)' },
  { method: 'PATCH', path: '/upload/resumable/*', feature: 'resumable uploads (TUS)' },
  // Hono answers HEAD with the GET route: this one covers TUS's HEAD too.
  { method: 'GET', path: '/upload/resumable/*', feature: 'resumable uploads (TUS)' },
  { method: 'DELETE', path: '/upload/resumable/*', feature: 'resumable uploads (TUS)' },
  { method: 'ALL', path: '/s3/*', feature: 'the S3 protocol' },
  { method: 'DELETE', path: '/cdn', feature: 'CDN cache purge' },
  { method: 'DELETE', path: '/cdn/:bucket', feature: 'CDN cache purge' },
  { method: 'DELETE', path: '/cdn/:bucket/*', feature: 'CDN cache purge' },
  { method: 'ALL', path: '/iceberg/*', feature: 'analytics buckets (Iceberg)' },
  { method: 'ALL', path: '/vector/*', feature: 'vector buckets' },
] as const;

export const unsupportedRoutes = new Hono<AppEnv>();

for (const route of UNSUPPORTED_STORAGE_ROUTES) {
  const answer = () => {
    throw storageErrors.notSupported(`${route.feature} (${route.method} ${route.path})`);
  };
  if (route.method === 'ALL') unsupportedRoutes.all(route.path, answer);
  else unsupportedRoutes.on(route.method, route.path, answer);
}
