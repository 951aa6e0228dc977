import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import {
  FACT_OF_COMMAND,
  INVESTMENT_COMMANDS,
  INVESTMENT_STATES,
  INVESTMENT_STATUSES,
  STATE_AFTER_FACT,
  investmentMachine,
  investmentSnapshotOf,
  investmentStateOf,
  investmentStatusAfterFact,
  investmentStatusOf,
  replayInvestment,
  type InvestmentActor,
  type InvestmentCommand,
  type InvestmentEvent,
  type InvestmentStateValue,
} from '../../machines/investment';

const OWNER: InvestmentActor = { id: 'investor-1', role: 'investor' };
const OTHER_INVESTOR: InvestmentActor = { id: 'investor-2', role: 'investor' };
const CREATOR: InvestmentActor = { id: 'creator-1', role: 'creator' };
const ADMIN: InvestmentActor = { id: 'admin-1', role: 'admin' };
const SYSTEM: InvestmentActor = { id: 'closing', role: 'system' };
const ACTORS = { OWNER, OTHER_INVESTOR, CREATOR, ADMIN, SYSTEM } as const;
type ActorName = keyof typeof ACTORS;

// Fixed dates: the offering ends Saturday 2026-11-21 17:00 UTC, so the cancellation
// cut-off (48 hours before, 17 CFR 227.304(a)) is Thursday 2026-11-19 17:00 UTC.
const ENDS_AT = '2026-11-21T17:00:00.000Z';
const EARLY = '2026-11-01T09:00:00.000Z';
const JUST_BEFORE_CUTOFF = '2026-11-19T16:59:59.999Z';
const AT_CUTOFF = '2026-11-19T17:00:00.000Z';
const AFTER_END = '2026-11-21T17:00:00.000Z';
const RECONFIRM_BY = '2026-11-09T09:00:00.000Z'; // 5 business days after 2026-11-02
const AFTER_RECONFIRM = '2026-11-09T09:00:00.000Z';

function snapshotIn(state: InvestmentStateValue) {
  return investmentMachine.resolveState({
    value: state,
    context: {
      investorId: OWNER.id,
      offeringEndsAt: ENDS_AT,
      reconfirmBy: state === 'reconfirmationRequired' ? RECONFIRM_BY : null,
    },
  });
}

function command(type: InvestmentCommand, actor: InvestmentActor, at = EARLY): InvestmentEvent {
  if (type === 'investment.requireReconfirmation') {
    return { type, actor, at, reconfirmBy: RECONFIRM_BY };
  }
  return { type, actor, at } as InvestmentEvent;
}

/** Every allowed (state, command, actor, time) and where it leads; all else is refused. */
const ALLOWED: [
  InvestmentStateValue,
  InvestmentCommand,
  ActorName,
  string,
  InvestmentStateValue,
][] = [
  ['pending', 'investment.commit', 'OWNER', EARLY, 'committed'],
  ['committed', 'investment.cancel', 'OWNER', JUST_BEFORE_CUTOFF, 'cancelled'],
  ['committed', 'investment.requireReconfirmation', 'SYSTEM', EARLY, 'reconfirmationRequired'],
  ['committed', 'investment.settle', 'SYSTEM', AFTER_END, 'settled'],
  ['committed', 'investment.refund', 'SYSTEM', AFTER_END, 'refunded'],
  [
    'reconfirmationRequired',
    'investment.requireReconfirmation',
    'SYSTEM',
    EARLY,
    'reconfirmationRequired',
  ],
  ['reconfirmationRequired', 'investment.reconfirm', 'OWNER', EARLY, 'committed'],
  ['reconfirmationRequired', 'investment.cancel', 'OWNER', EARLY, 'cancelled'],
  ['reconfirmationRequired', 'investment.lapse', 'SYSTEM', AFTER_RECONFIRM, 'cancelled'],
  ['reconfirmationRequired', 'investment.refund', 'SYSTEM', AFTER_END, 'refunded'],
];

describe('investment machine', () => {
  it('starts pending, for its investor and offering deadline', () => {
    const actor = createActor(investmentMachine, {
      input: { investorId: OWNER.id, offeringEndsAt: ENDS_AT },
    }).start();
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context).toEqual({
      investorId: OWNER.id,
      offeringEndsAt: ENDS_AT,
      reconfirmBy: null,
    });
  });

  describe.each(ALLOWED)('%s + %s by %s at %s', (from, type, actorName, at, to) => {
    it(`is allowed and leads to ${to}`, () => {
      const snapshot = snapshotIn(from);
      const event = command(type, ACTORS[actorName], at);
      expect(snapshot.can(event)).toBe(true);
      const [next] = transition(investmentMachine, snapshot, event);
      expect(next.value).toBe(to);
    });
  });

  const refusedByWho = INVESTMENT_STATES.flatMap((state) =>
    INVESTMENT_COMMANDS.flatMap((type) =>
      (Object.keys(ACTORS) as ActorName[])
        .filter((name) => !ALLOWED.some(([s, t, a]) => s === state && t === type && a === name))
        .map((name) => [state, type, name] as const),
    ),
  );

  it.each(refusedByWho)('refuses %s + %s by %s at any time', (state, type, name) => {
    for (const at of [EARLY, JUST_BEFORE_CUTOFF, AFTER_END]) {
      expect(snapshotIn(state).can(command(type, ACTORS[name], at))).toBe(false);
    }
  });

  describe('refusals that depend on the clock', () => {
    it('refuses a cancellation from the 48-hour cut-off on (227.304(a))', () => {
      expect(snapshotIn('committed').can(command('investment.cancel', OWNER, AT_CUTOFF))).toBe(
        false,
      );
      expect(snapshotIn('committed').can(command('investment.cancel', OWNER, AFTER_END))).toBe(
        false,
      );
    });

    it('refuses a commitment once the offering has ended', () => {
      expect(snapshotIn('pending').can(command('investment.commit', OWNER, AFTER_END))).toBe(false);
      // Inside the last 48 hours investing is still allowed; only cancelling is not.
      expect(snapshotIn('pending').can(command('investment.commit', OWNER, AT_CUTOFF))).toBe(true);
    });

    it('refuses a reconfirmation at or after its deadline, and a lapse before it', () => {
      const waiting = snapshotIn('reconfirmationRequired');
      expect(waiting.can(command('investment.reconfirm', OWNER, RECONFIRM_BY))).toBe(false);
      expect(waiting.can(command('investment.lapse', SYSTEM, EARLY))).toBe(false);
    });

    it('refuses a reconfirmation window that has already ended', () => {
      const event: InvestmentEvent = {
        type: 'investment.requireReconfirmation',
        actor: SYSTEM,
        at: RECONFIRM_BY,
        reconfirmBy: RECONFIRM_BY,
      };
      expect(snapshotIn('committed').can(event)).toBe(false);
    });
  });

  it('restarts the window when a second material change comes inside it', () => {
    const later = '2026-11-13T09:00:00.000Z';
    const [again] = transition(investmentMachine, snapshotIn('reconfirmationRequired'), {
      type: 'investment.requireReconfirmation',
      actor: SYSTEM,
      at: '2026-11-06T09:00:00.000Z',
      reconfirmBy: later,
    });
    expect(again.value).toBe('reconfirmationRequired');
    expect(again.context.reconfirmBy).toBe(later);
    // The old deadline no longer lapses it; the new one does.
    expect(again.can(command('investment.lapse', SYSTEM, RECONFIRM_BY))).toBe(false);
    expect(again.can(command('investment.lapse', SYSTEM, later))).toBe(true);
  });

  it('keeps the reconfirmation deadline and a moved end date, and clears it on reconfirm', () => {
    const movedEnd = '2026-11-28T17:00:00.000Z';
    const [waiting] = transition(investmentMachine, snapshotIn('committed'), {
      type: 'investment.requireReconfirmation',
      actor: SYSTEM,
      at: EARLY,
      reconfirmBy: RECONFIRM_BY,
      offeringEndsAt: movedEnd,
    });
    expect(waiting.context).toMatchObject({ reconfirmBy: RECONFIRM_BY, offeringEndsAt: movedEnd });
    const [again] = transition(investmentMachine, waiting, command('investment.reconfirm', OWNER));
    expect(again.value).toBe('committed');
    expect(again.context).toMatchObject({ reconfirmBy: null, offeringEndsAt: movedEnd });
    // The moved end moves the cut-off: the old one (Nov 19) no longer applies.
    expect(again.can(command('investment.cancel', OWNER, AT_CUTOFF))).toBe(true);
  });

  it('runs a whole life in an actor: commit, material change, reconfirm, settle', () => {
    const actor = createActor(investmentMachine, {
      input: { investorId: OWNER.id, offeringEndsAt: ENDS_AT },
    }).start();
    actor.send(command('investment.commit', OWNER));
    actor.send(command('investment.cancel', OTHER_INVESTOR)); // ignored: not theirs
    expect(actor.getSnapshot().value).toBe('committed');
    actor.send(command('investment.requireReconfirmation', SYSTEM));
    actor.send(command('investment.reconfirm', OWNER));
    actor.send(command('investment.settle', SYSTEM, AFTER_END));
    expect(actor.getSnapshot().value).toBe('settled');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('investment tables (derived from the machine)', () => {
  it('gives each state a stored status, and back', () => {
    expect(INVESTMENT_STATUSES).toEqual([
      'pending',
      'committed',
      'reconfirmation_required',
      'cancelled',
      'settled',
      'refunded',
    ]);
    for (const state of INVESTMENT_STATES) {
      expect(investmentStateOf(investmentStatusOf(state))).toBe(state);
    }
  });

  it('records one fact per command, and knows where each fact leads', () => {
    expect(FACT_OF_COMMAND).toEqual({
      'investment.commit': 'investment.committed',
      'investment.cancel': 'investment.cancelled',
      'investment.requireReconfirmation': 'investment.reconfirmation_required',
      'investment.settle': 'investment.settled',
      'investment.refund': 'investment.refunded',
      'investment.reconfirm': 'investment.reconfirmed',
      'investment.lapse': 'investment.lapsed',
    });
    expect(STATE_AFTER_FACT).toEqual({
      'investment.committed': 'committed',
      'investment.cancelled': 'cancelled',
      'investment.reconfirmation_required': 'reconfirmationRequired',
      'investment.settled': 'settled',
      'investment.refunded': 'refunded',
      'investment.reconfirmed': 'committed',
      'investment.lapsed': 'cancelled',
    });
    expect(investmentStatusAfterFact('investment.lapsed')).toBe('cancelled');
    expect(investmentStatusAfterFact('project.viewed')).toBeNull();
  });
});

describe('replayInvestment and investmentSnapshotOf', () => {
  const input = { investorId: OWNER.id, offeringEndsAt: ENDS_AT };

  it('rebuilds the state and deadlines from the stream, skipping unrelated facts', () => {
    const snapshot = replayInvestment(input, [
      { type: 'investment.committed', payload: {} },
      { type: 'note.unrelated' },
      {
        type: 'investment.reconfirmation_required',
        payload: { reconfirmBy: RECONFIRM_BY, offeringEndsAt: '2026-11-28T17:00:00.000Z' },
      },
    ]);
    expect(snapshot.value).toBe('reconfirmationRequired');
    expect(snapshot.context).toEqual({
      investorId: OWNER.id,
      offeringEndsAt: '2026-11-28T17:00:00.000Z',
      reconfirmBy: RECONFIRM_BY,
    });
    expect(snapshot.can(command('investment.reconfirm', OWNER))).toBe(true);
  });

  it('ends where the last fact leads', () => {
    const lapsed = replayInvestment(input, [
      { type: 'investment.committed' },
      { type: 'investment.reconfirmation_required', payload: { reconfirmBy: RECONFIRM_BY } },
      { type: 'investment.lapsed' },
    ]);
    expect(lapsed.value).toBe('cancelled');
    const reconfirmed = replayInvestment(input, [
      { type: 'investment.committed' },
      { type: 'investment.reconfirmation_required', payload: { reconfirmBy: RECONFIRM_BY } },
      { type: 'investment.reconfirmed' },
    ]);
    expect(reconfirmed.value).toBe('committed');
    expect(reconfirmed.context.reconfirmBy).toBeNull();
    expect(replayInvestment(input, []).value).toBe('pending');
  });

  it('answers "may I cancel?" from a read-model row', () => {
    const row = { status: 'committed' as const, investorId: OWNER.id, offeringEndsAt: ENDS_AT };
    const snapshot = investmentSnapshotOf(row);
    expect(snapshot.can(command('investment.cancel', OWNER, JUST_BEFORE_CUTOFF))).toBe(true);
    expect(snapshot.can(command('investment.cancel', OWNER, AT_CUTOFF))).toBe(false);
  });
});
