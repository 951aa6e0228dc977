import { assign, setup } from 'xstate';
import type { LifecycleContext, LifecycleEvent, LifecycleInput } from './project-lifecycle.types';

/**
 * A project's lifecycle: draft → inReview → active (approved and live) |
 * changesRequested (editable again, then resubmitted) | rejected; a live raise ends
 * funded or failed. The web UI asks it which buttons to show and the worker asks it
 * whether a command is allowed, so the two cannot disagree. Guards carry the "who":
 * only the owner edits and submits, only an admin reviews, only the system settles.
 */
export const projectLifecycleMachine = setup({
  types: {
    context: {} as LifecycleContext,
    events: {} as LifecycleEvent,
    input: {} as LifecycleInput,
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
      on: {
        // An explicit self-target: `can()` treats a transition with neither target nor
        // actions as "not handled".
        'project.edit': { guard: 'isOwner', target: 'draft' },
        'project.submit': { guard: 'isOwner', target: 'inReview', actions: 'clearReviewNote' },
      },
    },
    inReview: {
      on: {
        'project.approve': { guard: 'isAdmin', target: 'active', actions: 'clearReviewNote' },
        'project.requestChanges': {
          guard: 'isAdminWithNote',
          target: 'changesRequested',
          actions: 'recordNote',
        },
        'project.reject': {
          guard: 'isAdminWithReason',
          target: 'rejected',
          actions: 'recordReason',
        },
      },
    },
    changesRequested: {
      on: {
        'project.edit': { guard: 'isOwner', target: 'changesRequested' },
        'project.submit': { guard: 'isOwner', target: 'inReview', actions: 'clearReviewNote' },
      },
    },
    active: {
      on: {
        'project.markFunded': { guard: 'isSystem', target: 'funded' },
        'project.markFailed': { guard: 'isSystem', target: 'failed' },
      },
    },
    rejected: { type: 'final' },
    funded: { type: 'final' },
    failed: { type: 'final' },
  },
});
