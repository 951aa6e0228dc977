import type { Role } from '../../shared/constants';
import type { EventType } from '../../shared/events';

/** Who asks for an offering step; `system` is the closing job acting on the deadline. */
export interface OfferingActor {
  id: string;
  role: Role | 'system';
}

/** The outcome of a close: committed ≥ goal at the deadline, or not. */
export type OfferingOutcome = 'funded' | 'failed';

/** What the machine knows beyond its state. */
export interface OfferingContext {
  /** The creator: the only one who may withdraw the live offering. */
  creatorId: string;
  /** The deadline (an early close moves it earlier). */
  endsAt: string;
  /** Decided when the close starts; null before. */
  outcome: OfferingOutcome | null;
  /** True when the close is the creator's withdrawal, not the deadline's. */
  withdrawn: boolean;
}

export interface OfferingInput {
  creatorId: string;
  endsAt: string;
  outcome?: OfferingOutcome | null;
  withdrawn?: boolean;
}

/**
 * The commands of an offering. Each carries `at`, the ISO time it is decided at, so the
 * machine holds no clock (as the investment's).
 */
export type OfferingEvent =
  | { type: 'offering.noticeEarlyClose'; actor: OfferingActor; at: string; newEndsAt: string }
  | { type: 'offering.startClose'; actor: OfferingActor; at: string; outcome: OfferingOutcome }
  | { type: 'offering.withdraw'; actor: OfferingActor; at: string }
  | { type: 'offering.finish'; actor: OfferingActor; at: string };

export type OfferingCommand = OfferingEvent['type'];

/** The machine's state names. */
export type OfferingStateValue =
  'open' | 'earlyCloseNoticed' | 'closing' | 'funded' | 'failed' | 'withdrawn';

/** The status the offering is shown and decided by, one per state. */
export type OfferingStatus =
  'open' | 'early_close_noticed' | 'closing' | 'funded' | 'failed' | 'withdrawn';

/**
 * The fact each command records in the offering's stream (each in shared/events.ts's
 * registry): the one place the worker reads them from, through OFFERING_FACT_OF_COMMAND.
 */
export interface OfferingFactOfCommand {
  'offering.noticeEarlyClose': Extract<EventType, 'offering.early_close_noticed'>;
  'offering.startClose': Extract<EventType, 'offering.settlement_started'>;
  'offering.withdraw': Extract<EventType, 'offering.settlement_started'>;
  'offering.finish': Extract<EventType, 'offering.settled'>;
}

/** The facts an offering stream records. */
export type OfferingFactType = OfferingFactOfCommand[OfferingCommand];

/** What each state declares: its status. */
export interface OfferingStateMeta {
  status: OfferingStatus;
}

/** What each transition declares: the fact it records in the offering's stream. */
export interface OfferingTransitionMeta {
  fact: OfferingFactType;
}
