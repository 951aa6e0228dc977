import { investmentMachine } from './investment.machine';
import type {
  InvestmentCommand,
  InvestmentFactType,
  InvestmentStateValue,
  InvestmentStatus,
} from './investment.types';

interface Derived {
  states: InvestmentStateValue[];
  statusOfState: Record<InvestmentStateValue, InvestmentStatus>;
  factOfCommand: Record<InvestmentCommand, InvestmentFactType>;
  stateAfterFact: Record<InvestmentFactType, InvestmentStateValue>;
}

/** Reads the machine once; a state without a status or a transition without a fact throws. */
function derive(): Derived {
  const root = investmentMachine.root;
  const states = Object.keys(root.states) as InvestmentStateValue[];
  const statusOfState = {} as Record<InvestmentStateValue, InvestmentStatus>;
  const factOfCommand = {} as Record<InvestmentCommand, InvestmentFactType>;
  const stateAfterFact = {} as Record<InvestmentFactType, InvestmentStateValue>;
  for (const state of states) {
    const node = root.states[state];
    const status = node?.meta?.status;
    if (!node || !status) throw new Error(`investment: state ${state} has no meta.status`);
    statusOfState[state] = status;
    for (const [command, transitions] of Object.entries(node.on)) {
      for (const transition of transitions) {
        const fact = transition.meta?.fact;
        const target = transition.target?.[0]?.key as InvestmentStateValue | undefined;
        if (!fact || !target) throw new Error(`investment: ${state} + ${command} records no fact`);
        const known = factOfCommand[command as InvestmentCommand];
        if (known && known !== fact) {
          throw new Error(`investment: ${command} records both ${known} and ${fact}`);
        }
        factOfCommand[command as InvestmentCommand] = fact;
        const seen = stateAfterFact[fact];
        if (seen && seen !== target) throw new Error(`investment: ${fact} leads to two states`);
        stateAfterFact[fact] = target;
      }
    }
  }
  return { states, statusOfState, factOfCommand, stateAfterFact };
}

const DERIVED = derive();

/** Every state of an investment, in the machine's order. */
export const INVESTMENT_STATES: readonly InvestmentStateValue[] = DERIVED.states;

/** Every stored status of an investment, in the machine's order. */
export const INVESTMENT_STATUSES: readonly InvestmentStatus[] = DERIVED.states.map(
  (state) => DERIVED.statusOfState[state],
);

/** The fact each allowed command records ('investment.cancel' → 'investment.cancelled'). */
export const FACT_OF_COMMAND: Readonly<Record<InvestmentCommand, InvestmentFactType>> =
  DERIVED.factOfCommand;

/** Every command of an investment, in the machine's order. */
export const INVESTMENT_COMMANDS = Object.keys(FACT_OF_COMMAND) as InvestmentCommand[];

/** Where each fact leaves an investment ('investment.lapsed' → 'cancelled'). */
export const STATE_AFTER_FACT: Readonly<Record<InvestmentFactType, InvestmentStateValue>> =
  DERIVED.stateAfterFact;

const STATE_OF_STATUS = Object.fromEntries(
  Object.entries(DERIVED.statusOfState).map(([state, status]) => [status, state]),
) as Record<InvestmentStatus, InvestmentStateValue>;

/** True when `type` is a fact an investment stream records. */
export function isInvestmentFact(type: string): type is InvestmentFactType {
  return Object.hasOwn(STATE_AFTER_FACT, type);
}

/** The machine state of a stored status ('reconfirmation_required' → 'reconfirmationRequired'). */
export function investmentStateOf(status: InvestmentStatus): InvestmentStateValue {
  const state = STATE_OF_STATUS[status];
  if (!state) throw new Error(`investment: no state stores the status ${status}`);
  return state;
}

/** The stored status of a machine state ('reconfirmationRequired' → 'reconfirmation_required'). */
export function investmentStatusOf(state: InvestmentStateValue): InvestmentStatus {
  return DERIVED.statusOfState[state];
}

/** The status a read model stores after a fact, or null when `type` is no investment fact. */
export function investmentStatusAfterFact(type: string): InvestmentStatus | null {
  return isInvestmentFact(type) ? investmentStatusOf(STATE_AFTER_FACT[type]) : null;
}
