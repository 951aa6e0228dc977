/**
 * Withdrawing a live offering (docs/money.md#withdrawing-a-live-offering): its creator
 * ends the raise before the deadline. One batch records `project.offering_withdrawn`
 * (the lifecycle machine's `project.withdrawOffering`: active → failed, owner only) with
 * `offering.settlement_started` (outcome failed, nothing released), so no commitment can
 * join after it; the failed close of settle.ts then refunds every open commitment to its
 * investor's wallet, in chunks, with its notice, and no fee. A crash leaves the refunds
 * to the closing job, which resumes every running settlement; a repeated withdrawal
 * resumes them too and answers as the first one did.
 */
import type { ManagedProject } from '../../shared/schemas/project-draft';
import { ApiError } from '../http/api-error';
import { streamVersion } from '../event-store';
import { offeringStreamId } from '../investing/events';
import { constraintOf } from '../investing/refusals';
import { lifecycleActor, type CommandCaller } from './caller';
import { runProjectCommand } from './command-runner';
import { WITHDRAW_REFUSAL, invalidTransition, projectNotFound } from './errors';
import { loadProject, type LoadedProject } from './project-stream';
import { findManagedProject } from './queries';
import { offeringOf } from '../closing/offering-state';
import { closingProject, settlementOf } from '../closing/queries';
import { closeOffering, settlementStartedEvent, type CloseOptions } from '../closing/settle';

const WITHDRAWN = 'project.offering_withdrawn';

/** True when the project's offering was withdrawn (a repeat finds it so). */
export function isWithdrawnOffering(project: LoadedProject): boolean {
  return project.events.some((event) => event.type === WITHDRAWN);
}

/** How many times a withdrawal runs the refunds when another run took the same step. */
const ATTEMPTS = 3;

/**
 * Runs (or resumes) the refunds, then answers with the project as its page shows it. Two
 * requests at once (a double click) close side by side: the loser's batch fails on a
 * stream version with nothing written, and it goes on from the commitments still open.
 */
async function refundAll(db: D1Database, projectId: string, now: Date, options: CloseOptions) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await closeOffering(db, projectId, now, options);
      break;
    } catch (error) {
      if (constraintOf(error) !== 'stream_version' || attempt >= ATTEMPTS) throw error;
    }
  }
  const row = await findManagedProject(db, projectId);
  if (!row) throw projectNotFound();
  return row;
}

/**
 * Withdraws the owner's live offering `project` and refunds its commitments. Anyone but
 * the owner is told the project does not exist (404); an offering past its deadline or
 * already closing is a 409, since its close decides the outcome; nothing is written then.
 */
export async function withdrawLiveOffering(
  db: D1Database,
  caller: CommandCaller,
  project: LoadedProject,
  now: Date,
  options: CloseOptions = {},
): Promise<ManagedProject> {
  if (project.ownerId !== caller.id) throw projectNotFound();
  if (isWithdrawnOffering(project)) return refundAll(db, project.id, now, options);
  const at = now.toISOString();
  try {
    await runProjectCommand(db, {
      projectId: project.id,
      actorId: caller.id,
      command: { type: 'project.withdrawOffering', actor: lifecycleActor(caller) },
      visible: (loaded) => loaded.ownerId === caller.id,
      refusal: () => WITHDRAW_REFUSAL,
      decide: async () => {
        // The offering machine decides (offering.withdraw: its creator, before the
        // deadline, while open or early close noticed); the message says which rule.
        const settlement = await settlementOf(db, project.id);
        if (settlement) {
          throw invalidTransition(
            'This offering is closing already; it can no longer be withdrawn.',
          );
        }
        const live = await closingProject(db, project.id);
        const offering = live ? offeringOf(live, settlement) : null;
        if (!offering?.can({ type: 'offering.withdraw', actor: lifecycleActor(caller), at })) {
          throw invalidTransition(
            'This offering has reached its deadline; it closes as funded or failed and can no longer be withdrawn.',
          );
        }
        return {};
      },
      alongside: async () => {
        const live = await closingProject(db, project.id);
        if (!live) throw projectNotFound();
        const streamId = offeringStreamId(project.id);
        return [
          {
            streamId,
            streamType: 'offering',
            expectedVersion: await streamVersion(db, streamId),
            actorId: caller.id,
            events: [settlementStartedEvent(live, 'failed', at)],
          },
        ];
      },
    });
  } catch (error) {
    // A second click that lost the race to the first finds the offering withdrawn.
    const conflict = error instanceof ApiError && error.status === 409 && error.code === 'conflict';
    if (!conflict || !isWithdrawnOffering(await loadProject(db, project.id))) throw error;
  }
  return refundAll(db, project.id, now, options);
}
