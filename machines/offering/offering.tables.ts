import { offeringMachine } from './offering.machine';
import type {
  OfferingCommand,
  OfferingFactOfCommand,
  OfferingFactType,
  OfferingStateValue,
  OfferingStatus,
} from './offering.types';

interface Derived {
  states: OfferingStateValue[];
  statusOfState: Record<OfferingStateValue, OfferingStatus>;
  factOfCommand: Record<OfferingCommand, OfferingFactType>;
  statesAfterFact: Record<OfferingFactType, OfferingStateValue[]>;
}

/** Reads the machine once; a state without a status or a transition without a fact throws. */
function derive(): Derived {
  const root = offeringMachine.root;
  const states = Object.keys(root.states) as OfferingStateValue[];
  const statusOfState = {} as Record<OfferingStateValue, OfferingStatus>;
  const factOfCommand = {} as Record<OfferingCommand, OfferingFactType>;
  const statesAfterFact = {} as Record<OfferingFactType, OfferingStateValue[]>;
  for (const state of states) {
    const node = root.states[state];
    const status = node?.meta?.status;
    if (!node || !status) throw new Error(`offering: state ${state} has no meta.status`);
    statusOfState[state] = status;
    for (const [command, transitions] of Object.entries(node.on)) {
      for (const transition of transitions) {
        const fact = transition.meta?.fact;
        const target = transition.target?.[0]?.key as OfferingStateValue | undefined;
        if (!fact || !target) throw new Error(`offering: ${state} + ${command} records no fact`);
        const known = factOfCommand[command as OfferingCommand];
        if (known && known !== fact) {
          throw new Error(`offering: ${command} records both ${known} and ${fact}`);
        }
        factOfCommand[command as OfferingCommand] = fact;
        const after = (statesAfterFact[fact] ??= []);
        if (!after.includes(target)) after.push(target);
      }
    }
  }
  return { states, statusOfState, factOfCommand, statesAfterFact };
}

const DERIVED = derive();

/** Every state of an offering, in the machine's order. */
export const OFFERING_STATES: readonly OfferingStateValue[] = DERIVED.states;

/** Every status of an offering, in the machine's order. */
export const OFFERING_STATUSES: readonly OfferingStatus[] = DERIVED.states.map(
  (state) => DERIVED.statusOfState[state],
);

/**
 * The fact each command records ('offering.noticeEarlyClose' → 'offering.early_close_noticed'),
 * read from the machine's transitions (tests/machines/offering.test.ts proves it matches
 * OfferingFactOfCommand).
 */
export const OFFERING_FACT_OF_COMMAND = DERIVED.factOfCommand as Readonly<OfferingFactOfCommand>;

/**
 * The states each fact can leave an offering in. `offering.settled` ends it funded,
 * failed or withdrawn, as the context the close started with says.
 */
export const STATES_AFTER_FACT: Readonly<Record<OfferingFactType, readonly OfferingStateValue[]>> =
  DERIVED.statesAfterFact;

/** True when `type` is a fact an offering stream records. */
export function isOfferingFact(type: string): type is OfferingFactType {
  return Object.hasOwn(STATES_AFTER_FACT, type);
}

const STATE_OF_STATUS = Object.fromEntries(
  Object.entries(DERIVED.statusOfState).map(([state, status]) => [status, state]),
) as Record<OfferingStatus, OfferingStateValue>;

/** The machine state of a status ('early_close_noticed' → 'earlyCloseNoticed'). */
export function offeringStateOf(status: OfferingStatus): OfferingStateValue {
  const state = STATE_OF_STATUS[status];
  if (!state) throw new Error(`offering: no state has the status ${status}`);
  return state;
}

/** The status of a machine state ('earlyCloseNoticed' → 'early_close_noticed'). */
export function offeringStatusOf(state: OfferingStateValue): OfferingStatus {
  return DERIVED.statusOfState[state];
}
