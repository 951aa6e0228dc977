import { offeringMachine } from './offering.machine';
import { isOfferingFact, offeringStateOf } from './offering.tables';
import type {
  OfferingInput,
  OfferingOutcome,
  OfferingStateValue,
  OfferingStatus,
} from './offering.types';

/** A stored fact of an offering stream, as the event store returns it. */
export interface OfferingFact {
  type: string;
  payload?: unknown;
}

function field(payload: unknown, key: string): unknown {
  return typeof payload === 'object' && payload !== null
    ? (payload as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Rebuilds an offering's snapshot from its stream, oldest fact first. `input.withdrawn`
 * says whether the project's stream records the creator's withdrawal
 * (`project.offering_withdrawn`, in the batch of the close's start), which the offering's
 * own facts do not. Facts are history, checked when recorded: the guards are not re-run.
 * Facts of other streams are skipped.
 */
export function replayOffering(input: OfferingInput, facts: readonly OfferingFact[]) {
  let state: OfferingStateValue = 'open';
  let endsAt = input.endsAt;
  let outcome: OfferingOutcome | null = input.outcome ?? null;
  const withdrawn = input.withdrawn ?? false;
  for (const fact of facts) {
    if (!isOfferingFact(fact.type)) continue;
    switch (fact.type) {
      case 'offering.early_close_noticed': {
        const newEndsAt = field(fact.payload, 'newEndsAt');
        if (typeof newEndsAt === 'string') endsAt = newEndsAt;
        state = 'earlyCloseNoticed';
        break;
      }
      case 'offering.settlement_started': {
        const decided = field(fact.payload, 'outcome');
        outcome = decided === 'funded' ? 'funded' : 'failed';
        state = 'closing';
        break;
      }
      case 'offering.settled':
        state = withdrawn ? 'withdrawn' : outcome === 'funded' ? 'funded' : 'failed';
        break;
    }
  }
  return offeringMachine.resolveState({
    value: state,
    context: { creatorId: input.creatorId, endsAt, outcome, withdrawn },
  });
}

/**
 * The snapshot of an offering as its read models show it (the project's offering row
 * and its settlement), for the commands that ask what is allowed without the stream.
 */
export function offeringSnapshotOf(row: {
  status: OfferingStatus;
  creatorId: string;
  endsAt: string;
  outcome?: OfferingOutcome | null;
  withdrawn?: boolean;
}) {
  return offeringMachine.resolveState({
    value: offeringStateOf(row.status),
    context: {
      creatorId: row.creatorId,
      endsAt: row.endsAt,
      outcome: row.outcome ?? null,
      withdrawn: row.withdrawn ?? false,
    },
  });
}
