export { offeringMachine } from './offering.machine';
export {
  OFFERING_FACT_OF_COMMAND,
  OFFERING_STATES,
  OFFERING_STATUSES,
  STATES_AFTER_FACT,
  isOfferingFact,
  offeringStateOf,
  offeringStatusOf,
} from './offering.tables';
export { offeringSnapshotOf, replayOffering, type OfferingFact } from './offering.replay';
export type * from './offering.types';
