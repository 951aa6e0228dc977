/** GET /api/admin/analytics (admins): the platform over the last twelve months. */
import { Hono } from 'hono';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { loadAdminAnalytics } from './analytics';

export const adminAnalyticsRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['admin'] }))
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await loadAdminAnalytics(c.env.DB, new Date()));
  });
