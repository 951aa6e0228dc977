import { assign, setup } from 'xstate';
import { isBeforeCancellationCutoff } from '../../shared/money/reg-cf-dates';
import type {
  InvestmentActor,
  InvestmentContext,
  InvestmentEvent,
  InvestmentInput,
  InvestmentStateMeta,
  InvestmentTransitionMeta,
} from './investment.types';

const ms = (iso: string) => Date.parse(iso);
const isOwner = (actor: InvestmentActor, context: InvestmentContext) =>
  actor.role === 'investor' && actor.id === context.investorId;

/**
 * One investment commitment: pending (the invest flow) → committed (the SAFE signed,
 * money in escrow) → cancelled by the investor until 48 hours before the offering ends
 * (17 CFR 227.304(a)) | reconfirmationRequired after a material change (227.304(c)):
 * reconfirmed → committed again, or the window lapses → cancelled; at the close the
 * system settles a commitment (funded) or refunds it (failed).
 *
 * It is the one definition of the investment: each state's `meta.status` is the status
 * the read model stores, each transition's `meta.fact` the event it records; the
 * tables in investment.tables.ts are derived from it. The rules that need data the
 * machine does not hold (minimum, maximum raise, the investor's limit and balance) are
 * the worker's, decided in the same request.
 */
export const investmentMachine = setup({
  types: {
    context: {} as InvestmentContext,
    events: {} as InvestmentEvent,
    input: {} as InvestmentInput,
    meta: {} as InvestmentStateMeta,
    transitionMeta: {} as InvestmentTransitionMeta,
  },
  guards: {
    /** The investor commits while the offering is open. */
    isOwnerBeforeEnd: ({ context, event }) =>
      isOwner(event.actor, context) && ms(event.at) < ms(context.offeringEndsAt),
    /** The investor cancels until the 48-hour cut-off (227.304(a)). */
    isOwnerBeforeCancellationCutoff: ({ context, event }) =>
      isOwner(event.actor, context) && isBeforeCancellationCutoff(context.offeringEndsAt, event.at),
    /** Declining a reconfirmation: the investor may always say no to changed terms. */
    isOwner: ({ context, event }) => isOwner(event.actor, context),
    isOwnerBeforeReconfirmDeadline: ({ context, event }) =>
      isOwner(event.actor, context) &&
      context.reconfirmBy !== null &&
      ms(event.at) < ms(context.reconfirmBy),
    isSystemAfterReconfirmDeadline: ({ context, event }) =>
      event.actor.role === 'system' &&
      context.reconfirmBy !== null &&
      ms(event.at) >= ms(context.reconfirmBy),
    /** A material change opens a window that ends after the moment it is asked for. */
    isSystemWithFutureDeadline: ({ event }) =>
      event.actor.role === 'system' &&
      event.type === 'investment.requireReconfirmation' &&
      ms(event.reconfirmBy) > ms(event.at),
    isSystem: ({ event }) => event.actor.role === 'system',
  },
  actions: {
    openReconfirmation: assign(({ context, event }) =>
      event.type === 'investment.requireReconfirmation'
        ? {
            reconfirmBy: event.reconfirmBy,
            offeringEndsAt: event.offeringEndsAt ?? context.offeringEndsAt,
          }
        : {},
    ),
    closeReconfirmation: assign({ reconfirmBy: null }),
  },
}).createMachine({
  id: 'investment',
  initial: 'pending',
  context: ({ input }) => ({
    investorId: input.investorId,
    offeringEndsAt: input.offeringEndsAt,
    reconfirmBy: input.reconfirmBy ?? null,
  }),
  states: {
    pending: {
      meta: { status: 'pending' },
      on: {
        'investment.commit': {
          guard: 'isOwnerBeforeEnd',
          target: 'committed',
          meta: { fact: 'investment.committed' },
        },
      },
    },
    committed: {
      meta: { status: 'committed' },
      on: {
        'investment.cancel': {
          guard: 'isOwnerBeforeCancellationCutoff',
          target: 'cancelled',
          meta: { fact: 'investment.cancelled' },
        },
        'investment.requireReconfirmation': {
          guard: 'isSystemWithFutureDeadline',
          target: 'reconfirmationRequired',
          actions: 'openReconfirmation',
          meta: { fact: 'investment.reconfirmation_required' },
        },
        'investment.settle': {
          guard: 'isSystem',
          target: 'settled',
          meta: { fact: 'investment.settled' },
        },
        'investment.refund': {
          guard: 'isSystem',
          target: 'refunded',
          meta: { fact: 'investment.refunded' },
        },
      },
    },
    reconfirmationRequired: {
      meta: { status: 'reconfirmation_required' },
      on: {
        'investment.reconfirm': {
          guard: 'isOwnerBeforeReconfirmDeadline',
          target: 'committed',
          actions: 'closeReconfirmation',
          meta: { fact: 'investment.reconfirmed' },
        },
        'investment.cancel': {
          guard: 'isOwner',
          target: 'cancelled',
          meta: { fact: 'investment.cancelled' },
        },
        // A second material change inside the window asks again: the window restarts.
        'investment.requireReconfirmation': {
          guard: 'isSystemWithFutureDeadline',
          target: 'reconfirmationRequired',
          reenter: true,
          actions: 'openReconfirmation',
          meta: { fact: 'investment.reconfirmation_required' },
        },
        'investment.lapse': {
          guard: 'isSystemAfterReconfirmDeadline',
          target: 'cancelled',
          meta: { fact: 'investment.lapsed' },
        },
        // A failed offering refunds unconfirmed commitments too; an unconfirmed one is
        // never settled (the close waits for the window or lapses it first).
        'investment.refund': {
          guard: 'isSystem',
          target: 'refunded',
          meta: { fact: 'investment.refunded' },
        },
      },
    },
    cancelled: { type: 'final', meta: { status: 'cancelled' } },
    settled: { type: 'final', meta: { status: 'settled' } },
    refunded: { type: 'final', meta: { status: 'refunded' } },
  },
});
