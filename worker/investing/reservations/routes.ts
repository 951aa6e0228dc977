/**
 * The reservation API (docs/before-the-raise.md#the-api): the public round of a project,
 * an investor's own reservation (reserve, change, withdraw) and the creator's two
 * commands. Reserving needs a signed-in investor but no identity check: no money moves
 * and nothing binds (docs/before-the-raise.md#who-may-reserve).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  reservationRequestSchema,
  type OwnReservationResponse,
  type ReservationRoundResponse,
} from '../../../shared/reservations/api';
import { eventNameOf } from '../../../shared/schemas/person';
import type { AppEnv } from '../../env';
import { ApiError } from '../../http/api-error';
import { validJson } from '../../http/valid-json';
import { findPublicOffering } from '../offering';
import { requireUser, type CallerEnv } from '../../middleware/require-user';
import {
  openOffering,
  openReservations,
  reserve,
  withdrawReservation,
  type Actor,
} from './commands';
import { findRound, ownReservationView, roundView } from './queries';
import { isUuid } from '../../../shared/uuid';

const limitBody = bodyLimit({
  maxSize: 4 * 1024,
  onError: () => {
    throw new ApiError(413, 'too_large', 'The request body is too large.');
  },
});

function noStore(c: Context) {
  c.header('Cache-Control', 'no-store');
}

function projectIdParam(c: Context): string {
  const id = c.req.param('projectId') ?? c.req.param('id') ?? '';
  if (!isUuid(id)) throw new ApiError(404, 'not_found', 'Project not found.');
  return id.toLowerCase();
}

function actorOf(c: Context<CallerEnv>): Actor {
  const caller = c.get('caller');
  return { id: caller.id, name: eventNameOf(caller) };
}

async function ownAnswer(c: Context<CallerEnv>, projectId: string) {
  const db = c.env.DB;
  const [round, offering] = await Promise.all([
    findRound(db, projectId),
    findPublicOffering(db, { id: projectId }),
  ]);
  if (!round || !offering) {
    throw new ApiError(404, 'not_found', 'This project is not taking reservations.');
  }
  const body: OwnReservationResponse = {
    round: roundView(round, offering),
    reservation: await ownReservationView(db, offering, c.get('caller').id),
  };
  noStore(c);
  return c.json(body);
}

/** GET /api/projects/:slug/reservations (public: totals only, no reserver named). */
export const reservationRoundRoutes = new Hono<AppEnv>().get('/:slug/reservations', async (c) => {
  const offering = await findPublicOffering(c.env.DB, { slug: c.req.param('slug') });
  if (!offering) throw new ApiError(404, 'not_found', 'Project not found.');
  const round = await findRound(c.env.DB, offering.projectId);
  const body: ReservationRoundResponse = { round: round ? roundView(round, offering) : null };
  noStore(c);
  return c.json(body);
});

/** GET/PUT/DELETE /api/reservations/:projectId: the investor's own reservation. */
export const ownReservationRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['investor'] }), limitBody)
  .get('/:projectId', (c) => ownAnswer(c, projectIdParam(c)))
  .put(
    '/:projectId',
    validJson(() => reservationRequestSchema),
    async (c) => {
      const projectId = projectIdParam(c);
      await reserve(c.env.DB, actorOf(c), projectId, c.req.valid('json').amountCents, new Date());
      return ownAnswer(c, projectId);
    },
  )
  .delete('/:projectId', async (c) => {
    const projectId = projectIdParam(c);
    await withdrawReservation(c.env.DB, actorOf(c), projectId);
    return ownAnswer(c, projectId);
  });

/**
 * POST /api/creator/projects/:id/reservations (open for reservations) and
 * POST …/:id/reservations/open-offering (open the offering; the priority window starts).
 */
export const creatorReservationRoutes = new Hono<CallerEnv>()
  .use('/:id/reservations', requireUser({ roles: ['creator'] }), limitBody)
  .use('/:id/reservations/*', requireUser({ roles: ['creator'] }), limitBody)
  .post('/:id/reservations', async (c) => {
    const projectId = projectIdParam(c);
    await openReservations(c.env.DB, actorOf(c), projectId, new Date());
    return c.json(await roundAnswer(c.env.DB, projectId), 201);
  })
  .post('/:id/reservations/open-offering', async (c) => {
    const projectId = projectIdParam(c);
    await openOffering(c.env.DB, actorOf(c), projectId, new Date());
    return c.json(await roundAnswer(c.env.DB, projectId));
  });

async function roundAnswer(db: D1Database, projectId: string): Promise<ReservationRoundResponse> {
  const [round, offering] = await Promise.all([
    findRound(db, projectId),
    findPublicOffering(db, { id: projectId }),
  ]);
  return { round: round && offering ? roundView(round, offering) : null };
}
