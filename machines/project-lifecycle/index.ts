export { projectLifecycleMachine } from './project-lifecycle.machine';
export {
  replayLifecycle,
  lifecycleSnapshotOf,
  STATE_AFTER_FACT,
  FACT_OF_COMMAND,
  type LifecycleFact,
  type LifecycleFactType,
} from './project-lifecycle.replay';
export { lifecycleStateOf, projectStatusOf } from './project-lifecycle.status';
export type * from './project-lifecycle.types';
