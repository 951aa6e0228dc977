import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { EVENT_SCHEMAS, isEventType } from '../../shared/events';
import {
  CREATION_FACT,
  FACT_OF_COMMAND,
  LIFECYCLE_STATES,
  STEP_OF_FACT,
  UnknownFactError,
  allowedCommands,
  allowedCommandsFor,
  lifecycleSnapshotOf,
  lifecycleStateOf,
  projectLifecycleMachine,
  projectStatusOf,
  replayLifecycle,
  statusAfterFact,
  type LifecycleActor,
  type LifecycleEvent,
  type LifecycleStateValue,
} from '../../machines/project-lifecycle';

const OWNER: LifecycleActor = { id: 'creator-1', role: 'creator' };
const OTHER_CREATOR: LifecycleActor = { id: 'creator-2', role: 'creator' };
const INVESTOR: LifecycleActor = { id: 'investor-1', role: 'investor' };
const ADMIN: LifecycleActor = { id: 'admin-1', role: 'admin' };
const SYSTEM: LifecycleActor = { id: 'settlement', role: 'system' };
const ACTORS = { OWNER, OTHER_CREATOR, INVESTOR, ADMIN, SYSTEM } as const;
type ActorName = keyof typeof ACTORS;

const STATES: LifecycleStateValue[] = [
  'draft',
  'inReview',
  'changesRequested',
  'active',
  'rejected',
  'funded',
  'failed',
  'deleted',
];

function command(type: LifecycleEvent['type'], actor: LifecycleActor): LifecycleEvent {
  if (type === 'project.requestChanges') return { type, actor, note: 'Add a pricing page.' };
  if (type === 'project.reject') return { type, actor, reason: 'Not a SaaS business.' };
  return { type, actor } as LifecycleEvent;
}

function snapshotIn(state: LifecycleStateValue) {
  return projectLifecycleMachine.resolveState({
    value: state,
    context: { ownerId: OWNER.id, reviewNote: null },
  });
}

/** Every allowed (state, command, actor) and where it leads; everything else is refused. */
const ALLOWED: [LifecycleStateValue, LifecycleEvent['type'], ActorName, LifecycleStateValue][] = [
  ['draft', 'project.edit', 'OWNER', 'draft'],
  ['draft', 'project.submit', 'OWNER', 'inReview'],
  ['changesRequested', 'project.edit', 'OWNER', 'changesRequested'],
  ['changesRequested', 'project.submit', 'OWNER', 'inReview'],
  ['inReview', 'project.approve', 'ADMIN', 'active'],
  ['inReview', 'project.requestChanges', 'ADMIN', 'changesRequested'],
  ['inReview', 'project.reject', 'ADMIN', 'rejected'],
  ['active', 'project.markFunded', 'SYSTEM', 'funded'],
  ['active', 'project.markFailed', 'SYSTEM', 'failed'],
  ['inReview', 'project.withdraw', 'OWNER', 'draft'],
  ['active', 'project.withdrawOffering', 'OWNER', 'failed'],
  ['draft', 'project.delete', 'OWNER', 'deleted'],
  ['rejected', 'project.delete', 'OWNER', 'deleted'],
];

const COMMANDS = Object.keys(FACT_OF_COMMAND) as LifecycleEvent['type'][];

describe('project lifecycle machine', () => {
  it('starts as a draft owned by its creator, with no review note', () => {
    const actor = createActor(projectLifecycleMachine, { input: { ownerId: OWNER.id } }).start();
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().context).toEqual({ ownerId: OWNER.id, reviewNote: null });
  });

  describe.each(ALLOWED)('%s + %s by %s', (from, type, actorName, to) => {
    it(`is allowed and leads to ${to}`, () => {
      const snapshot = snapshotIn(from);
      const event = command(type, ACTORS[actorName]);
      expect(snapshot.can(event)).toBe(true);
      const [next] = transition(projectLifecycleMachine, snapshot, event);
      expect(next.value).toBe(to);
    });
  });

  const refused = STATES.flatMap((state) =>
    COMMANDS.flatMap((type) =>
      (Object.keys(ACTORS) as ActorName[])
        .filter((name) => !ALLOWED.some(([s, t, a]) => s === state && t === type && a === name))
        .map((name) => [state, type, name] as const),
    ),
  );

  it('has a refusal case for every combination that is not allowed', () => {
    expect(refused.length + ALLOWED.length).toBe(STATES.length * COMMANDS.length * 5);
  });

  it.each(refused)('%s + %s by %s is refused and changes nothing', (state, type, actorName) => {
    const snapshot = snapshotIn(state);
    const event = command(type, ACTORS[actorName]);
    expect(snapshot.can(event)).toBe(false);
    const [next] = transition(projectLifecycleMachine, snapshot, event);
    expect(next.value).toBe(state);
  });

  it('refuses a request for changes without a note and a rejection without a reason', () => {
    const snapshot = snapshotIn('inReview');
    expect(snapshot.can({ type: 'project.requestChanges', actor: ADMIN, note: '   ' })).toBe(false);
    expect(snapshot.can({ type: 'project.reject', actor: ADMIN, reason: '' })).toBe(false);
  });

  it('keeps the note for the creator while they fix the project and clears it on resubmission', () => {
    const actor = createActor(projectLifecycleMachine, { input: { ownerId: OWNER.id } }).start();
    actor.send({ type: 'project.submit', actor: OWNER });
    actor.send({ type: 'project.requestChanges', actor: ADMIN, note: '  Add a pricing page. ' });
    expect(actor.getSnapshot().value).toBe('changesRequested');
    expect(actor.getSnapshot().context.reviewNote).toBe('Add a pricing page.');
    actor.send({ type: 'project.edit', actor: OWNER });
    expect(actor.getSnapshot().context.reviewNote).toBe('Add a pricing page.');
    actor.send({ type: 'project.submit', actor: OWNER });
    expect(actor.getSnapshot().context.reviewNote).toBeNull();
    actor.send({ type: 'project.approve', actor: ADMIN });
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.reviewNote).toBeNull();
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('ends with funded, failed and deleted as final states; a rejected project can only be deleted', () => {
    for (const state of ['funded', 'failed', 'deleted'] as const) {
      expect(snapshotIn(state).status).toBe('done');
    }
    expect(allowedCommands(snapshotIn('rejected'), OWNER)).toEqual(['project.delete']);
  });

  it('withdraws a project from review back to a draft the owner can edit and publish again', () => {
    const actor = createActor(projectLifecycleMachine, { input: { ownerId: OWNER.id } }).start();
    actor.send({ type: 'project.submit', actor: OWNER });
    actor.send({ type: 'project.withdraw', actor: OWNER });
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().can({ type: 'project.edit', actor: OWNER })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'project.submit', actor: OWNER })).toBe(true);
  });

  it('lets only the owner end a live raise early: it fails, recorded as project.offering_withdrawn', () => {
    expect(allowedCommands(snapshotIn('active'), OWNER)).toEqual(['project.withdrawOffering']);
    expect(allowedCommands(snapshotIn('active'), ADMIN)).toEqual([]);
    expect(allowedCommands(snapshotIn('active'), OTHER_CREATOR)).toEqual([]);
    expect(FACT_OF_COMMAND['project.withdrawOffering']).toBe('project.offering_withdrawn');
    expect(statusAfterFact('project.offering_withdrawn')).toBe('failed');
    const replayed = replayLifecycle(OWNER.id, [
      { type: CREATION_FACT },
      ...pathTo('active'),
      { type: 'project.offering_withdrawn', payload: {} },
    ]);
    expect(replayed.value).toBe('failed');
    expect(replayed.status).toBe('done');
  });

  it('withdraws nothing that is not live: a funded or failed raise is over', () => {
    for (const state of ['funded', 'failed'] as const) {
      expect(snapshotIn(state).can({ type: 'project.withdrawOffering', actor: OWNER })).toBe(false);
    }
  });
});

describe('replayLifecycle', () => {
  it('rebuilds the state and the note from a stream of facts', () => {
    const snapshot = replayLifecycle(OWNER.id, [
      { type: 'project.drafted' },
      { type: 'project.details_edited' },
      { type: 'project.submitted' },
      { type: 'project.changes_requested', payload: { note: 'Add a pricing page.' } },
      { type: 'project.viewed', payload: { projectId: 'p', count: 1 } },
    ]);
    expect(snapshot.value).toBe('changesRequested');
    expect(snapshot.context).toEqual({ ownerId: OWNER.id, reviewNote: 'Add a pricing page.' });
    expect(
      replayLifecycle(OWNER.id, [
        { type: 'project.drafted' },
        { type: 'project.submitted' },
        { type: 'project.rejected', payload: { reason: 'Not a SaaS business.' } },
      ]).context.reviewNote,
    ).toBe('Not a SaaS business.');
  });

  it('fails loudly on a fact the event registry does not know (a renamed fact)', () => {
    expect(() =>
      replayLifecycle(OWNER.id, [{ type: 'project.drafted' }, { type: 'project.sent_for_review' }]),
    ).toThrow(UnknownFactError);
  });

  it('skips registered facts that are no lifecycle step', () => {
    const snapshot = replayLifecycle(OWNER.id, [
      { type: 'project.drafted' },
      { type: 'project.submitted' },
      { type: 'project.approved' },
      { type: 'project.featured', payload: { featured: true } },
    ]);
    expect(snapshot.value).toBe('active');
  });
});

describe('tables derived from the machine', () => {
  it('lists every state of the machine, each with a stored status', () => {
    expect([...LIFECYCLE_STATES].sort()).toEqual([...STATES].sort());
    expect(new Set(STATES.map(projectStatusOf)).size).toBe(STATES.length);
  });

  it('records, for every command, a project fact the event registry knows', () => {
    const facts: string[] = [CREATION_FACT, ...Object.values(FACT_OF_COMMAND)];
    for (const fact of facts) {
      expect(isEventType(fact)).toBe(true);
      if (!isEventType(fact)) continue;
      expect(EVENT_SCHEMAS[fact].streamType).toBe('project');
    }
    expect(Object.keys(FACT_OF_COMMAND).sort()).toEqual([...COMMANDS].sort());
  });

  it('starts a stream with the creation fact in the initial state', () => {
    expect(replayLifecycle(OWNER.id, [{ type: CREATION_FACT }]).value).toBe(
      projectLifecycleMachine.config.initial,
    );
    expect(statusAfterFact(CREATION_FACT)).toBe('draft');
  });

  it.each(ALLOWED)(
    "%s + %s by %s: the recorded fact replays to the machine's state, status and note",
    (from, type, actorName, to) => {
      const before = replayLifecycle(OWNER.id, [{ type: CREATION_FACT }, ...pathTo(from)]);
      expect(before.value).toBe(from);
      const event = command(type, ACTORS[actorName]);
      const [next] = transition(projectLifecycleMachine, before, event);
      expect(next.value).toBe(to);
      const fact = FACT_OF_COMMAND[type];
      expect(STEP_OF_FACT.get(fact)?.state ?? from).toBe(to);
      expect(statusAfterFact(fact) ?? projectStatusOf(from)).toBe(projectStatusOf(to));
      const payload =
        event.type === 'project.requestChanges'
          ? { note: event.note }
          : event.type === 'project.reject'
            ? { reason: event.reason }
            : {};
      const history = [{ type: CREATION_FACT }, ...pathTo(from), { type: fact, payload }];
      const replayed = replayLifecycle(OWNER.id, history);
      expect(replayed.value).toBe(to);
      expect(replayed.context.reviewNote).toBe(next.context.reviewNote);
    },
  );
});

/** Facts that lead from a fresh draft to `state` (by the machine's own table). */
function pathTo(state: LifecycleStateValue): { type: string; payload?: unknown }[] {
  const steps: Record<LifecycleStateValue, { type: string; payload?: unknown }[]> = {
    draft: [],
    inReview: [{ type: FACT_OF_COMMAND['project.submit'] }],
    changesRequested: [
      { type: FACT_OF_COMMAND['project.submit'] },
      { type: FACT_OF_COMMAND['project.requestChanges'], payload: { note: 'Earlier note.' } },
    ],
    active: [
      { type: FACT_OF_COMMAND['project.submit'] },
      { type: FACT_OF_COMMAND['project.approve'] },
    ],
    rejected: [
      { type: FACT_OF_COMMAND['project.submit'] },
      { type: FACT_OF_COMMAND['project.reject'], payload: { reason: 'Not a SaaS business.' } },
    ],
    funded: [],
    failed: [],
    deleted: [{ type: FACT_OF_COMMAND['project.delete'] }],
  };
  return steps[state];
}

describe('allowedCommands', () => {
  it.each(STATES)('in %s offers each actor exactly the commands the machine allows', (state) => {
    for (const [name, actor] of Object.entries(ACTORS) as [ActorName, LifecycleActor][]) {
      const expected = ALLOWED.filter(([s, , a]) => s === state && a === name).map(([, t]) => t);
      expect(allowedCommands(snapshotIn(state), actor).sort()).toEqual(expected.sort());
    }
  });

  it('answers for a read-model row', () => {
    const row = { status: 'changes_requested' as const, creatorId: OWNER.id };
    expect(allowedCommandsFor(row, OWNER)).toEqual(['project.edit', 'project.submit']);
    expect(allowedCommandsFor(row, OTHER_CREATOR)).toEqual([]);
    expect(allowedCommandsFor({ status: 'in_review', creatorId: OWNER.id }, ADMIN)).toEqual([
      'project.approve',
      'project.requestChanges',
      'project.reject',
    ]);
  });
});

describe('status mapping', () => {
  it('maps every stored status to a state and back', () => {
    for (const state of STATES) {
      expect(lifecycleStateOf(projectStatusOf(state))).toBe(state);
    }
    expect(lifecycleStateOf('in_review')).toBe('inReview');
    expect(projectStatusOf('changesRequested')).toBe('changes_requested');
  });

  it('builds a snapshot from a read-model row for the UI', () => {
    const snapshot = lifecycleSnapshotOf({ status: 'draft', creatorId: OWNER.id });
    expect(snapshot.can({ type: 'project.submit', actor: OWNER })).toBe(true);
    expect(snapshot.can({ type: 'project.submit', actor: OTHER_CREATOR })).toBe(false);
  });
});
