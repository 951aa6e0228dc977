import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { EVENT_SCHEMAS } from '../../shared/events';
import {
  OFFERING_FACT_OF_COMMAND,
  OFFERING_STATES,
  OFFERING_STATUSES,
  STATES_AFTER_FACT,
  offeringMachine,
  offeringSnapshotOf,
  offeringStateOf,
  offeringStatusOf,
  replayOffering,
  type OfferingActor,
  type OfferingEvent,
} from '../../machines/offering';

const CREATOR: OfferingActor = { id: 'creator-1', role: 'creator' };
const OTHER_CREATOR: OfferingActor = { id: 'creator-2', role: 'creator' };
const ADMIN: OfferingActor = { id: 'admin-1', role: 'admin' };
const SYSTEM: OfferingActor = { id: 'system', role: 'system' };

const ENDS_AT = '2026-11-21T17:00:00.000Z';
const NEW_END = '2026-11-16T17:00:00.000Z';
const LIVE = '2026-11-05T09:00:00.000Z';
const AFTER_NEW_END = '2026-11-16T17:00:00.000Z';
const INPUT = { creatorId: CREATOR.id, endsAt: ENDS_AT };

/** Runs commands from a fresh offering, each one allowed; returns the end snapshot. */
function run(...events: OfferingEvent[]) {
  const actor = createActor(offeringMachine, { input: INPUT }).start();
  for (const event of events) {
    expect(actor.getSnapshot().can(event), event.type).toBe(true);
    actor.send(event);
  }
  return actor.getSnapshot();
}

const notice = (actor = ADMIN, newEndsAt = NEW_END, at = LIVE): OfferingEvent => ({
  type: 'offering.noticeEarlyClose',
  actor,
  at,
  newEndsAt,
});

describe('the offering machine (docs/money.md#settlement)', () => {
  it('derives its tables from the machine: a status per state, a fact per command', () => {
    expect(OFFERING_STATES).toEqual([
      'open',
      'earlyCloseNoticed',
      'closing',
      'funded',
      'failed',
      'withdrawn',
    ]);
    expect(OFFERING_STATUSES).toEqual([
      'open',
      'early_close_noticed',
      'closing',
      'funded',
      'failed',
      'withdrawn',
    ]);
    expect(OFFERING_FACT_OF_COMMAND).toEqual({
      'offering.noticeEarlyClose': 'offering.early_close_noticed',
      'offering.startClose': 'offering.settlement_started',
      'offering.withdraw': 'offering.settlement_started',
      'offering.finish': 'offering.settled',
    });
    expect(STATES_AFTER_FACT['offering.settled']).toEqual(['withdrawn', 'funded', 'failed']);
    for (const status of OFFERING_STATUSES) {
      expect(offeringStatusOf(offeringStateOf(status))).toBe(status);
    }
  });

  it('records only facts the event registry knows, on the offering stream', () => {
    for (const fact of Object.values(OFFERING_FACT_OF_COMMAND)) {
      expect(EVENT_SCHEMAS[fact].streamType).toBe('offering');
    }
  });

  it('closes at the deadline, funded or failed as the close decided', () => {
    const start = (outcome: 'funded' | 'failed'): OfferingEvent => ({
      type: 'offering.startClose',
      actor: SYSTEM,
      at: ENDS_AT,
      outcome,
    });
    const finish: OfferingEvent = { type: 'offering.finish', actor: SYSTEM, at: ENDS_AT };
    expect(run(start('funded'), finish).value).toBe('funded');
    expect(run(start('failed'), finish).value).toBe('failed');
  });

  it('does not close before the deadline, nor for anyone but the system', () => {
    const open = createActor(offeringMachine, { input: INPUT }).start().getSnapshot();
    const early = { type: 'offering.startClose', actor: SYSTEM, at: LIVE, outcome: 'funded' };
    expect(open.can(early as OfferingEvent)).toBe(false);
    expect(open.can({ ...early, actor: ADMIN, at: ENDS_AT } as OfferingEvent)).toBe(false);
  });

  it('moves the deadline on an early close notice, once, by an admin, to an earlier date', () => {
    const noticed = run(notice());
    expect(noticed.value).toBe('earlyCloseNoticed');
    expect(noticed.context.endsAt).toBe(NEW_END);
    expect(noticed.can(notice())).toBe(false);
    const open = createActor(offeringMachine, { input: INPUT }).start().getSnapshot();
    expect(open.can(notice(CREATOR))).toBe(false);
    expect(open.can(notice(ADMIN, ENDS_AT))).toBe(false);
    expect(open.can(notice(ADMIN, NEW_END, ENDS_AT))).toBe(false);
    // The noticed offering closes at its new deadline.
    expect(
      noticed.can({
        type: 'offering.startClose',
        actor: SYSTEM,
        at: AFTER_NEW_END,
        outcome: 'funded',
      }),
    ).toBe(true);
  });

  it('ends withdrawn when its creator withdraws it before the deadline, and only then', () => {
    const withdraw = (actor: OfferingActor, at = LIVE): OfferingEvent => ({
      type: 'offering.withdraw',
      actor,
      at,
    });
    const closing = run(withdraw(CREATOR));
    expect(closing.value).toBe('closing');
    expect(closing.context).toMatchObject({ outcome: 'failed', withdrawn: true });
    expect(run(withdraw(CREATOR), { type: 'offering.finish', actor: SYSTEM, at: LIVE }).value).toBe(
      'withdrawn',
    );
    const open = createActor(offeringMachine, { input: INPUT }).start().getSnapshot();
    expect(open.can(withdraw(OTHER_CREATOR))).toBe(false);
    expect(open.can(withdraw(CREATOR, ENDS_AT))).toBe(false);
    expect(run(notice()).can(withdraw(CREATOR))).toBe(true);
    expect(closing.can(withdraw(CREATOR))).toBe(false);
  });

  it('replays a stream into the state its commands reached', () => {
    const facts = [
      { type: 'offering.early_close_noticed', payload: { newEndsAt: NEW_END } },
      { type: 'offering.settlement_started', payload: { outcome: 'funded' } },
      { type: 'investment.settled', payload: {} },
      { type: 'offering.settled', payload: { outcome: 'funded' } },
    ];
    expect(replayOffering(INPUT, facts.slice(0, 1)).value).toBe('earlyCloseNoticed');
    expect(replayOffering(INPUT, facts.slice(0, 1)).context.endsAt).toBe(NEW_END);
    expect(replayOffering(INPUT, facts.slice(0, 2)).value).toBe('closing');
    expect(replayOffering(INPUT, facts).value).toBe('funded');
    const withdrawn = [
      { type: 'offering.settlement_started', payload: { outcome: 'failed' } },
      { type: 'offering.settled', payload: { outcome: 'failed' } },
    ];
    expect(replayOffering(INPUT, withdrawn).value).toBe('failed');
    expect(replayOffering({ ...INPUT, withdrawn: true }, withdrawn).value).toBe('withdrawn');
  });

  it('resolves a snapshot from a status, with the same transitions as a replay', () => {
    const snapshot = offeringSnapshotOf({ status: 'closing', ...INPUT, outcome: 'funded' });
    const next = transition(offeringMachine, snapshot, {
      type: 'offering.finish',
      actor: SYSTEM,
      at: ENDS_AT,
    })[0];
    expect(next.value).toBe('funded');
  });
});
