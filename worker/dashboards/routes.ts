/**
 * The three dashboards, each for its own role only and computed for the calling user:
 * an investor sees their own investments, a creator their own projects. Nothing here is
 * cacheable by a shared cache.
 */
import { Hono } from 'hono';
import type { AdminDashboard, CreatorDashboard, InvestorDashboard } from '../../shared/api';
import { loadAdminDashboard } from './admin';
import { loadCreatorDashboard } from './creator';
import { loadInvestorDashboard } from './investor';
import { requireUser, type CallerEnv } from '../middleware/require-user';

export const dashboardRoutes = new Hono<CallerEnv>()
  .use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/admin', requireUser({ roles: ['admin'] }), async (c) => {
    const body: AdminDashboard = await loadAdminDashboard(c.env.DB, new Date());
    return c.json(body);
  })
  .get('/investor', requireUser({ roles: ['investor'] }), async (c) => {
    const body: InvestorDashboard = await loadInvestorDashboard(c.env.DB, c.get('caller').id);
    return c.json(body);
  })
  .get('/creator', requireUser({ roles: ['creator'] }), async (c) => {
    const body: CreatorDashboard = await loadCreatorDashboard(
      c.env.DB,
      c.get('caller').id,
      new Date(),
    );
    return c.json(body);
  });
