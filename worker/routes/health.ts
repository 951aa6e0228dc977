import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { HealthResponse } from '../../shared/api';
import { authMode } from '../auth/mode';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const started = Date.now();
  let database: HealthResponse['database'] = 'ok';
  try {
    await c.env.DB.prepare('SELECT 1').first();
  } catch (err) {
    console.error('health: database unreachable', err);
    database = 'unreachable';
  }
  const body: HealthResponse = {
    status: database === 'ok' ? 'ok' : 'degraded',
    database,
    authMode: authMode(c.env),
    latencyMs: Date.now() - started,
  };
  c.header('Cache-Control', 'no-store');
  return c.json(body, database === 'ok' ? 200 : 503);
});
