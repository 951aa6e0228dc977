import type { Role } from '../../shared/constants';

/**
 * Who asks for an investment step. `system` is the server acting on rules (a material
 * change, a lapsed reconfirmation window, closing the offering); people never act as it.
 */
export interface InvestmentActor {
  id: string;
  role: Role | 'system';
}

/** What the machine knows beyond its state: whose commitment it is and its deadlines. */
export interface InvestmentContext {
  investorId: string;
  /** ISO timestamp the offering ends; the cancellation cut-off is 48 hours before it. */
  offeringEndsAt: string;
  /** ISO timestamp a reconfirmation is due by, while one is required; otherwise null. */
  reconfirmBy: string | null;
}

export interface InvestmentInput {
  investorId: string;
  offeringEndsAt: string;
  reconfirmBy?: string | null;
}

/**
 * The commands of an investment. Each carries `at`, the ISO time it is decided at (the
 * server's clock in the worker, the browser's in the UI, a fixed date in tests): the
 * guards compare it with the deadlines in the context, so the machine holds no clock.
 */
export type InvestmentEvent =
  | { type: 'investment.commit'; actor: InvestmentActor; at: string }
  | { type: 'investment.cancel'; actor: InvestmentActor; at: string }
  | {
      type: 'investment.requireReconfirmation';
      actor: InvestmentActor;
      at: string;
      /** When the 5-business-day window (17 CFR 227.304(c)) ends. */
      reconfirmBy: string;
      /** The offering's end after the change, when the change moved it. */
      offeringEndsAt?: string;
    }
  | { type: 'investment.reconfirm'; actor: InvestmentActor; at: string }
  | { type: 'investment.lapse'; actor: InvestmentActor; at: string }
  | { type: 'investment.settle'; actor: InvestmentActor; at: string }
  | { type: 'investment.refund'; actor: InvestmentActor; at: string };

export type InvestmentCommand = InvestmentEvent['type'];

/** The machine's state names. */
export type InvestmentStateValue =
  'pending' | 'committed' | 'reconfirmationRequired' | 'cancelled' | 'settled' | 'refunded';

/** The status a read model stores for an investment, one per state. */
export type InvestmentStatus =
  'pending' | 'committed' | 'reconfirmation_required' | 'cancelled' | 'settled' | 'refunded';

/**
 * The facts an investment stream records. Not yet in shared/events.ts's
 * registry: each needs a payload schema there before the worker appends it.
 */
export type InvestmentFactType =
  | 'investment.committed'
  | 'investment.cancelled'
  | 'investment.reconfirmation_required'
  | 'investment.reconfirmed'
  | 'investment.lapsed'
  | 'investment.settled'
  | 'investment.refunded';

/** What each state declares: the status the read model stores for it. */
export interface InvestmentStateMeta {
  status: InvestmentStatus;
}

/** What each transition declares: the fact it records in the investment's stream. */
export interface InvestmentTransitionMeta {
  fact: InvestmentFactType;
}
