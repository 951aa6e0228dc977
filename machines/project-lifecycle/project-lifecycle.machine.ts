import { assign, setup } from 'xstate';
import type {
  LifecycleContext,
  LifecycleEvent,
  LifecycleInput,
  LifecycleStateMeta,
  LifecycleTransitionMeta,
  ProjectFactType,
} from './project-lifecycle.types';

/** The fact that starts every project stream; the machine's initial state stands for it. */
export const CREATION_FACT = 'project.drafted' satisfies ProjectFactType;

/**
 * A project's lifecycle: draft → inReview → active (approved and live) |
 * changesRequested (editable again, then resubmitted) | rejected; a live raise ends
 * funded or failed, or failed early when its owner withdraws the offering. The owner may
 * withdraw a project from review (a draft again) and delete a draft or a rejected
 * project (deleted, final). The web UI asks it which buttons to show and the worker asks it
 * whether a command is allowed, so the two cannot disagree. Guards carry the "who":
 * only the owner edits and submits, only an admin reviews, only the system settles.
 *
 * It is the one definition of the lifecycle: each state's `meta.status` is the status the
 * read model stores, each transition's `meta.fact` the event it records. The replay,
 * status and command tables in project-lifecycle.tables.ts are derived from it.
 */
export const projectLifecycleMachine = setup({
  types: {
    context: {} as LifecycleContext,
    events: {} as LifecycleEvent,
    input: {} as LifecycleInput,
    meta: {} as LifecycleStateMeta,
    transitionMeta: {} as LifecycleTransitionMeta,
  },
  guards: {
    isOwner: ({ context, event }) =>
      event.actor.role === 'creator' && event.actor.id === context.ownerId,
    isAdmin: ({ event }) => event.actor.role === 'admin',
    isAdminWithNote: ({ event }) =>
      event.actor.role === 'admin' &&
      event.type === 'project.requestChanges' &&
      event.note.trim().length > 0,
    isAdminWithReason: ({ event }) =>
      event.actor.role === 'admin' &&
      event.type === 'project.reject' &&
      event.reason.trim().length > 0,
    isSystem: ({ event }) => event.actor.role === 'system',
  },
  actions: {
    clearReviewNote: assign({ reviewNote: null }),
    recordNote: assign({
      reviewNote: ({ event }) =>
        event.type === 'project.requestChanges' ? event.note.trim() : null,
    }),
    recordReason: assign({
      reviewNote: ({ event }) => (event.type === 'project.reject' ? event.reason.trim() : null),
    }),
  },
}).createMachine({
  id: 'projectLifecycle',
  initial: 'draft',
  context: ({ input }) => ({ ownerId: input.ownerId, reviewNote: input.reviewNote ?? null }),
  states: {
    draft: {
      meta: { status: 'draft' },
      on: {
        // An explicit self-target: `can()` treats a transition with neither target nor
        // actions as "not handled".
        'project.edit': {
          guard: 'isOwner',
          target: 'draft',
          meta: { fact: 'project.details_edited' },
        },
        'project.submit': {
          guard: 'isOwner',
          target: 'inReview',
          actions: 'clearReviewNote',
          meta: { fact: 'project.submitted' },
        },
        'project.delete': {
          guard: 'isOwner',
          target: 'deleted',
          meta: { fact: 'project.deleted' },
        },
      },
    },
    inReview: {
      meta: { status: 'in_review' },
      on: {
        'project.approve': {
          guard: 'isAdmin',
          target: 'active',
          actions: 'clearReviewNote',
          meta: { fact: 'project.approved' },
        },
        'project.requestChanges': {
          guard: 'isAdminWithNote',
          target: 'changesRequested',
          actions: 'recordNote',
          meta: { fact: 'project.changes_requested' },
        },
        'project.reject': {
          guard: 'isAdminWithReason',
          target: 'rejected',
          actions: 'recordReason',
          meta: { fact: 'project.rejected' },
        },
        // The creator takes the project back before a verdict: a draft again, to edit
        // and publish later. Nobody has committed money to a project in review.
        'project.withdraw': {
          guard: 'isOwner',
          target: 'draft',
          meta: { fact: 'project.withdrawn' },
        },
      },
    },
    changesRequested: {
      meta: { status: 'changes_requested' },
      on: {
        'project.edit': {
          guard: 'isOwner',
          target: 'changesRequested',
          meta: { fact: 'project.details_edited' },
        },
        'project.submit': {
          guard: 'isOwner',
          target: 'inReview',
          actions: 'clearReviewNote',
          meta: { fact: 'project.submitted' },
        },
      },
    },
    active: {
      meta: { status: 'active' },
      on: {
        'project.markFunded': {
          guard: 'isSystem',
          target: 'funded',
          meta: { fact: 'project.funded' },
        },
        'project.markFailed': {
          guard: 'isSystem',
          target: 'failed',
          meta: { fact: 'project.failed' },
        },
        // The owner ends a live raise before its deadline: it fails like a raise that
        // missed its goal, and the close that follows refunds every open commitment
        // (docs/money.md#withdrawing-a-live-offering). Admins have no such step: an
        // admin-ended offering would need its own notice to investors.
        'project.withdrawOffering': {
          guard: 'isOwner',
          target: 'failed',
          meta: { fact: 'project.offering_withdrawn' },
        },
      },
    },
    rejected: {
      meta: { status: 'rejected' },
      on: {
        'project.delete': {
          guard: 'isOwner',
          target: 'deleted',
          meta: { fact: 'project.deleted' },
        },
      },
    },
    funded: { type: 'final', meta: { status: 'funded' } },
    failed: { type: 'final', meta: { status: 'failed' } },
    deleted: { type: 'final', meta: { status: 'deleted' } },
  },
});
