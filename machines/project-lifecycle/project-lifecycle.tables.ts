import type { ProjectStatus } from '../../shared/api';
import { CREATION_FACT, projectLifecycleMachine } from './project-lifecycle.machine';
import type {
  LifecycleCommand,
  LifecycleStateValue,
  ProjectFactType,
} from './project-lifecycle.types';

/**
 * What a recorded fact does to the lifecycle: the state it leads to (`null` keeps the
 * state, as an edit does) and what becomes of the review note.
 */
export interface FactStep {
  state: LifecycleStateValue | null;
  /** 'note' / 'reason' take the payload's field of that name; 'keep' leaves it. */
  reviewNote: 'keep' | 'clear' | 'note' | 'reason';
}

/** The review-note effect of each machine action (see the machine's `actions`). */
const NOTE_EFFECT_OF_ACTION: Record<string, FactStep['reviewNote']> = {
  clearReviewNote: 'clear',
  recordNote: 'note',
  recordReason: 'reason',
};

interface Derived {
  states: LifecycleStateValue[];
  statusOfState: Record<LifecycleStateValue, ProjectStatus>;
  factOfCommand: Record<LifecycleCommand, ProjectFactType>;
  stepOfFact: Map<ProjectFactType, FactStep>;
}

function noteEffect(actions: readonly unknown[]): FactStep['reviewNote'] {
  const effects = actions.flatMap((action) => {
    const name = typeof action === 'string' ? action : (action as { type?: string }).type;
    const effect = name ? NOTE_EFFECT_OF_ACTION[name] : undefined;
    return effect ? [effect] : [];
  });
  return effects[0] ?? 'keep';
}

/** Reads the machine once; a state without a status or a transition without a fact throws. */
function derive(): Derived {
  const root = projectLifecycleMachine.root;
  const states = Object.keys(root.states) as LifecycleStateValue[];
  const statusOfState = {} as Record<LifecycleStateValue, ProjectStatus>;
  const factOfCommand = {} as Record<LifecycleCommand, ProjectFactType>;
  const stepOfFact = new Map<ProjectFactType, FactStep>([
    [CREATION_FACT, { state: root.config.initial as LifecycleStateValue, reviewNote: 'clear' }],
  ]);
  for (const state of states) {
    const node = root.states[state];
    const status = node?.meta?.status;
    if (!node || !status) throw new Error(`projectLifecycle: state ${state} has no meta.status`);
    statusOfState[state] = status;
    for (const [command, transitions] of Object.entries(node.on)) {
      for (const transition of transitions) {
        const fact = transition.meta?.fact;
        if (!fact) throw new Error(`projectLifecycle: ${state} + ${command} records no fact`);
        const known = factOfCommand[command as LifecycleCommand];
        if (known && known !== fact) {
          throw new Error(`projectLifecycle: ${command} records both ${known} and ${fact}`);
        }
        factOfCommand[command as LifecycleCommand] = fact;
        const target = transition.target?.[0]?.key as LifecycleStateValue | undefined;
        const step: FactStep = {
          state: target === undefined || target === state ? null : target,
          reviewNote: noteEffect(transition.actions),
        };
        const seen = stepOfFact.get(fact);
        if (seen && (seen.state !== step.state || seen.reviewNote !== step.reviewNote)) {
          throw new Error(`projectLifecycle: ${fact} leads to different states`);
        }
        stepOfFact.set(fact, step);
      }
    }
  }
  return { states, statusOfState, factOfCommand, stepOfFact };
}

const DERIVED = derive();

/** Every state of the lifecycle, in the machine's order. */
export const LIFECYCLE_STATES: readonly LifecycleStateValue[] = DERIVED.states;

/** The fact each allowed command records in the project's stream. */
export const FACT_OF_COMMAND: Readonly<Record<LifecycleCommand, ProjectFactType>> =
  DERIVED.factOfCommand;

/** Every command of the lifecycle, in the machine's order. */
export const LIFECYCLE_COMMANDS = Object.keys(FACT_OF_COMMAND) as LifecycleCommand[];

/**
 * Where each lifecycle fact leaves the project (the creation fact included); facts that
 * are not lifecycle steps (featured, update posted) are absent.
 */
export const STEP_OF_FACT: ReadonlyMap<ProjectFactType, FactStep> = DERIVED.stepOfFact;

const STATE_OF_STATUS = Object.fromEntries(
  Object.entries(DERIVED.statusOfState).map(([state, status]) => [status, state]),
) as Record<ProjectStatus, LifecycleStateValue>;

/** True when `type` is a fact the lifecycle records (or the creation fact). */
export function isLifecycleFact(type: string): type is ProjectFactType {
  return STEP_OF_FACT.has(type as ProjectFactType);
}

/** The machine state that stands for a stored `ProjectStatus` ('in_review' → 'inReview'). */
export function lifecycleStateOf(status: ProjectStatus): LifecycleStateValue {
  const state = STATE_OF_STATUS[status];
  if (!state) throw new Error(`projectLifecycle: no state stores the status ${status}`);
  return state;
}

/** The stored `ProjectStatus` of a machine state ('changesRequested' → 'changes_requested'). */
export function projectStatusOf(state: LifecycleStateValue): ProjectStatus {
  return DERIVED.statusOfState[state];
}

/**
 * The status a read model stores after a lifecycle fact, or null when the fact keeps
 * the status (an edit) or is no lifecycle step at all.
 */
export function statusAfterFact(type: string): ProjectStatus | null {
  const state = isLifecycleFact(type) ? STEP_OF_FACT.get(type)?.state : null;
  return state ? projectStatusOf(state) : null;
}
