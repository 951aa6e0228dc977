import { assign, setup } from 'xstate';
import type {
  OfferingActor,
  OfferingContext,
  OfferingEvent,
  OfferingInput,
  OfferingStateMeta,
  OfferingTransitionMeta,
} from './offering.types';

const ms = (iso: string) => Date.parse(iso);
const isSystem = (actor: OfferingActor) => actor.role === 'system';

/** The close of a live offering: by the deadline (the system) or by its creator. */
const closes = {
  'offering.startClose': {
    guard: 'isSystemAtDeadline',
    target: 'closing',
    actions: 'decideOutcome',
    meta: { fact: 'offering.settlement_started' },
  },
  'offering.withdraw': {
    guard: 'isCreatorBeforeDeadline',
    target: 'closing',
    actions: 'withdraw',
    meta: { fact: 'offering.settlement_started' },
  },
} as const;

/**
 * One offering's raise (docs/money.md#settlement): open → early close noticed (an admin
 * moves the deadline earlier, 17 CFR 227.304(b)) → closing at the deadline, funded when
 * committed ≥ goal, else failed; or its creator withdraws it while live, a failed close
 * that ends withdrawn. Closing refunds or settles each commitment (the investment
 * machine's settle/refund), then finishes.
 *
 * It is the one definition of the offering, shaped as the project's and the investment's:
 * each state's `meta.status`, each transition's `meta.fact`, the tables in
 * offering.tables.ts derived from it. The rules that need data the machine does not hold
 * (the goal, 21 days live, 5 business days of notice) are the worker's
 * (worker/closing/early-close.ts). Reservations and conversion join as states of this
 * machine when they land.
 */
export const offeringMachine = setup({
  types: {
    context: {} as OfferingContext,
    events: {} as OfferingEvent,
    input: {} as OfferingInput,
    meta: {} as OfferingStateMeta,
    transitionMeta: {} as OfferingTransitionMeta,
  },
  guards: {
    /** An admin notices an early close while live, to a deadline before the current one. */
    isAdminWithEarlierDeadline: ({ context, event }) =>
      event.type === 'offering.noticeEarlyClose' &&
      event.actor.role === 'admin' &&
      ms(event.at) < ms(context.endsAt) &&
      ms(event.newEndsAt) < ms(context.endsAt),
    isSystemAtDeadline: ({ context, event }) =>
      isSystem(event.actor) && ms(event.at) >= ms(context.endsAt),
    isCreatorBeforeDeadline: ({ context, event }) =>
      event.actor.id === context.creatorId && ms(event.at) < ms(context.endsAt),
    isSystemWithdrawn: ({ context, event }) => isSystem(event.actor) && context.withdrawn,
    isSystemFunded: ({ context, event }) =>
      isSystem(event.actor) && !context.withdrawn && context.outcome === 'funded',
    isSystemFailed: ({ context, event }) =>
      isSystem(event.actor) && !context.withdrawn && context.outcome === 'failed',
  },
  actions: {
    moveDeadline: assign(({ context, event }) => ({
      endsAt: event.type === 'offering.noticeEarlyClose' ? event.newEndsAt : context.endsAt,
    })),
    decideOutcome: assign(({ event }) => ({
      outcome: event.type === 'offering.startClose' ? event.outcome : null,
    })),
    withdraw: assign({ outcome: 'failed', withdrawn: true }),
  },
}).createMachine({
  id: 'offering',
  initial: 'open',
  context: ({ input }) => ({
    creatorId: input.creatorId,
    endsAt: input.endsAt,
    outcome: input.outcome ?? null,
    withdrawn: input.withdrawn ?? false,
  }),
  states: {
    open: {
      meta: { status: 'open' },
      on: {
        'offering.noticeEarlyClose': {
          guard: 'isAdminWithEarlierDeadline',
          target: 'earlyCloseNoticed',
          actions: 'moveDeadline',
          meta: { fact: 'offering.early_close_noticed' },
        },
        ...closes,
      },
    },
    earlyCloseNoticed: {
      meta: { status: 'early_close_noticed' },
      on: closes,
    },
    closing: {
      meta: { status: 'closing' },
      on: {
        'offering.finish': [
          { guard: 'isSystemWithdrawn', target: 'withdrawn', meta: { fact: 'offering.settled' } },
          { guard: 'isSystemFunded', target: 'funded', meta: { fact: 'offering.settled' } },
          { guard: 'isSystemFailed', target: 'failed', meta: { fact: 'offering.settled' } },
        ],
      },
    },
    funded: { type: 'final', meta: { status: 'funded' } },
    failed: { type: 'final', meta: { status: 'failed' } },
    withdrawn: { type: 'final', meta: { status: 'withdrawn' } },
  },
});
