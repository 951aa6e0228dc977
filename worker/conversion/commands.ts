/**
 * The founder's records of what happened after the raise (docs/after-the-raise.md): the
 * SAFEs sold outside the platform, then one priced round, liquidity event or dissolution,
 * which converts every settled SAFE of the project. Only the project's creator, only for
 * a funded offering; each command is idempotent by its key and appends to
 * `conversion:<projectId>` at the version it read.
 */
import type { OutsideSafeRequest } from '../../shared/conversion/api';
import { outcomeFactsOf, type OutcomeRequest } from '../../shared/conversion/facts';
import { ConversionInputError, type SafeInstrument } from '../../shared/conversion/instruments';
import { outcomeOf, type OutcomeFacts } from '../../shared/conversion/outcome';
import {
  appendToStream,
  ConcurrencyConflictError,
  streamVersion,
  type NewEvent,
} from '../event-store';
import { ApiError } from '../http/api-error';
import { conversionStreamId } from './projection';
import { findOutcome, safeStackOf } from './queries';

/** The project, if the caller is its creator and its offering closed funded. */
export async function fundedProjectOf(db: D1Database, creatorId: string, projectId: string) {
  const project = await db
    .prepare('SELECT id, creator_id, status, title FROM projects WHERE id = ?')
    .bind(projectId)
    .first<{ id: string; creator_id: string; status: string; title: string }>();
  // Someone else's project is "not found", revealing nothing (the routes check it first too).
  if (project?.creator_id !== creatorId) throw new ApiError(404, 'not_found', 'Project not found.');
  if (project.status !== 'funded') {
    throw new ApiError(
      409,
      'not_funded',
      'Only a project whose offering closed funded has SAFEs to convert.',
    );
  }
  return project;
}

async function append(db: D1Database, projectId: string, actorId: string, event: NewEvent) {
  const streamId = conversionStreamId(projectId);
  try {
    await appendToStream(db, {
      streamId,
      streamType: 'conversion',
      expectedVersion: await streamVersion(db, streamId),
      actorId,
      events: [event],
    });
  } catch (error) {
    if (error instanceof ConcurrencyConflictError) {
      throw new ApiError(
        409,
        'conflict',
        'Someone recorded an event just now: reload and try again.',
      );
    }
    throw error;
  }
}

function alreadyEnded(kind: string): ApiError {
  const what =
    {
      priced_round: 'a priced round',
      liquidity: 'a liquidity event',
      dissolution: 'a dissolution',
    }[kind] ?? kind;
  return new ApiError(
    409,
    'already_converted',
    `This project's SAFEs already converted in ${what}; nothing more can be recorded.`,
  );
}

/** Records a SAFE the company sold outside the platform; `true` when newly recorded. */
export async function recordOutsideSafe(
  db: D1Database,
  creatorId: string,
  projectId: string,
  body: OutsideSafeRequest,
): Promise<boolean> {
  await fundedProjectOf(db, creatorId, projectId);
  const existing = await db
    .prepare('SELECT id FROM conversion_outside_safes WHERE project_id = ? AND idempotency_key = ?')
    .bind(projectId, body.idempotencyKey)
    .first<{ id: string }>();
  if (existing) return false;
  const outcome = await findOutcome(db, projectId);
  if (outcome) throw alreadyEnded(outcome.kind);
  const safe: SafeInstrument = {
    id: crypto.randomUUID(),
    holder: body.holder,
    purchaseCents: body.purchaseCents,
    ...(body.valuationCapDollars !== undefined
      ? { valuationCapDollars: body.valuationCapDollars }
      : {}),
    ...(body.discountPercent !== undefined ? { discountPercent: body.discountPercent } : {}),
    mfn: body.mfn,
    issuedOn: body.issuedOn,
    onPlatform: false,
  };
  await append(db, projectId, creatorId, {
    type: 'conversion.outside_safe_recorded',
    payload: { projectId, idempotencyKey: body.idempotencyKey, safe },
  });
  return true;
}

function eventOf(request: OutcomeRequest, projectId: string, facts: OutcomeFacts): NewEvent {
  const common = {
    projectId,
    idempotencyKey: request.idempotencyKey,
    occurredOn: request.occurredOn,
  };
  switch (facts.kind) {
    case 'priced_round':
      return {
        type: 'conversion.priced_round_recorded',
        payload: { ...common, company: facts.company, round: facts.round, stack: facts.stack },
      };
    case 'liquidity':
      return {
        type: 'conversion.liquidity_recorded',
        payload: {
          ...common,
          company: facts.company,
          proceedsCents: facts.proceedsCents,
          stack: facts.stack,
        },
      };
    case 'dissolution':
      return {
        type: 'conversion.dissolution_recorded',
        payload: { ...common, availableCents: facts.availableCents, stack: facts.stack },
      };
  }
}

/**
 * Records the event that converts every SAFE of the project (the settled ones of the
 * offering and those entered from outside). `true` when newly recorded; a retry with
 * the same key is a no-op; any other second event is refused.
 */
export async function recordOutcome(
  db: D1Database,
  creatorId: string,
  projectId: string,
  request: OutcomeRequest,
): Promise<boolean> {
  await fundedProjectOf(db, creatorId, projectId);
  const existing = await findOutcome(db, projectId);
  if (existing) {
    if (existing.idempotency_key === request.idempotencyKey && existing.kind === request.kind) {
      return false;
    }
    throw alreadyEnded(existing.kind);
  }
  const facts = outcomeFactsOf(request, await safeStackOf(db, projectId));
  try {
    // Computed once here, so numbers no company can have are refused before anything is stored.
    outcomeOf(facts);
  } catch (error) {
    if (error instanceof ConversionInputError) {
      throw new ApiError(422, 'validation_failed', error.message);
    }
    throw error;
  }
  await append(db, projectId, creatorId, eventOf(request, projectId, facts));
  return true;
}
