export { CREATION_FACT, projectLifecycleMachine } from './project-lifecycle.machine';
export {
  replayLifecycle,
  lifecycleSnapshotOf,
  UnknownFactError,
  type LifecycleFact,
  type LifecycleSnapshot,
} from './project-lifecycle.replay';
export {
  FACT_OF_COMMAND,
  LIFECYCLE_COMMANDS,
  LIFECYCLE_STATES,
  STEP_OF_FACT,
  isLifecycleFact,
  lifecycleStateOf,
  projectStatusOf,
  statusAfterFact,
  type FactStep,
} from './project-lifecycle.tables';
export { allowedCommands, allowedCommandsFor } from './project-lifecycle.allowed';
export type * from './project-lifecycle.types';
