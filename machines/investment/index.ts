export { investmentMachine } from './investment.machine';
export {
  FACT_OF_COMMAND,
  INVESTMENT_COMMANDS,
  INVESTMENT_STATES,
  INVESTMENT_STATUSES,
  STATE_AFTER_FACT,
  investmentStateOf,
  investmentStatusAfterFact,
  investmentStatusOf,
  isInvestmentFact,
} from './investment.tables';
export {
  INVESTMENT_LABELS,
  SAFE_OUTCOME_LABELS,
  investmentLabelOf,
  type InvestmentLabel,
  type InvestmentTone,
} from './investment.labels';
export { investmentSnapshotOf, replayInvestment, type InvestmentFact } from './investment.replay';
export type * from './investment.types';
