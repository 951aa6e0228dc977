import { describe, expect, it } from 'vitest';
import { foldHistory, type HistorySourceEvent } from '../../../shared/history/fold';

const PROJECT = 'p-1';
const terms = (goalCents: number, extra: Record<string, unknown> = {}) => ({
  variant: 'cap',
  valuationCapDollars: 5_000_000,
  proRata: false,
  minimumInvestmentCents: 50_000,
  fundingGoalCents: goalCents,
  maximumRaiseCents: goalCents,
  endDate: '2026-09-30',
  ...extra,
});

let day = 0;
/** One synthetic event a day apart from the previous one, so the order is the input's. */
function ev(type: string, payload: unknown, streamId = PROJECT): HistorySourceEvent {
  day += 1;
  return {
    streamId,
    type,
    payload,
    occurredAt: new Date(Date.UTC(2026, 0, day, 12)).toISOString(),
  };
}
const commit = (id: string, amountCents: number) =>
  ev(
    'investment.committed',
    {
      projectId: PROJECT,
      investorId: `investor-${id}`,
      investorName: `Secret Name ${id}`,
      amountCents,
    },
    id,
  );

describe('foldHistory', () => {
  it('lists, then records 50 % and 100 % of the goal from the running sum of commitments', () => {
    day = 0;
    const entries = foldHistory([
      ev('project.approved', {}),
      ev('offering.terms_set', { projectId: PROJECT, terms: terms(100_000_00) }),
      commit('i-1', 30_000_00),
      commit('i-2', 20_000_00), // 50 000 of 100 000: half
      ev('investment.cancelled', { reason: 'investor_request' }, 'i-2'), // back to 30 000
      commit('i-3', 20_000_00), // 50 000 again: 50 % is not recorded twice
      commit('i-4', 60_000_00), // 110 000: the goal
    ]);
    expect(entries.map((e) => e.kind)).toEqual(['listed', 'goal_reached', 'goal_reached']);
    expect(entries[1]).toMatchObject({
      percent: 50,
      goalCents: 100_000_00,
      at: '2026-01-04T12:00:00.000Z',
    });
    expect(entries[2]).toMatchObject({ percent: 100, at: '2026-01-07T12:00:00.000Z' });
  });

  it('reaches both milestones in one commitment; an old whole-dollar commitment counts for nothing', () => {
    const listed = () => {
      day = 0;
      return [ev('project.drafted', { fundingGoal: 1_000 }), ev('project.approved', {})];
    };
    const goal = listed();
    const legacy = ev(
      'investment.committed',
      { projectId: PROJECT, investorId: 'x', investorName: 'X', amount: 1_000, equity: 1 },
      'i-0',
    );
    // Money is the ledger's alone (docs/architecture.md#one-money-model).
    expect(foldHistory([...goal, legacy]).filter((e) => e.kind === 'goal_reached')).toEqual([]);
    const entries = foldHistory([...listed(), commit('i-1', 1_000_00)]);
    expect(entries.filter((e) => e.kind === 'goal_reached').map((e) => e.percent)).toEqual([
      50, 100,
    ]);
  });

  it('records a material change old → new with its reconfirmation deadline, against the new goal', () => {
    day = 0;
    const entries = foldHistory([
      ev('project.approved', {}),
      ev('offering.terms_set', { terms: terms(100_000_00) }),
      commit('i-1', 40_000_00),
      ev('offering.terms_changed', {
        previous: terms(100_000_00),
        next: terms(80_000_00, { valuationCapDollars: 4_000_000 }),
        reconfirmBy: '2026-01-12T12:00:00.000Z',
      }),
    ]);
    expect(entries[1]).toEqual({
      kind: 'terms_changed',
      at: '2026-01-04T12:00:00.000Z',
      reconfirmBy: '2026-01-12T12:00:00.000Z',
      material: true,
      reconfirmations: 0,
      changes: [
        { field: 'valuationCapDollars', from: 5_000_000, to: 4_000_000 },
        { field: 'fundingGoalCents', from: 100_000_00, to: 80_000_00 },
        { field: 'maximumRaiseCents', from: 100_000_00, to: 80_000_00 },
      ],
    });
    // 40 000 of the new 80 000 goal is half.
    expect(entries[2]).toMatchObject({ kind: 'goal_reached', percent: 50, goalCents: 80_000_00 });
  });

  it('records an early-close notice at its notice time with the new deadline', () => {
    day = 0;
    const entries = foldHistory([
      ev('offering.early_close_noticed', {
        newEndsAt: '2026-02-20T00:00:00.000Z',
        noticedAt: '2026-01-01T09:00:00.000Z',
      }),
    ]);
    expect(entries).toEqual([
      {
        kind: 'early_close_noticed',
        at: '2026-01-01T09:00:00.000Z',
        newEndsAt: '2026-02-20T00:00:00.000Z',
      },
    ]);
  });

  it('closes as failed, settles, and counts refunds once per investment, grouped per day and reason', () => {
    day = 0;
    const events = [
      ev('project.approved', {}),
      ev('offering.terms_set', { terms: terms(100_000_00) }),
      commit('i-1', 10_000_00),
      commit('i-2', 10_000_00),
      commit('i-3', 10_000_00),
      ev('investment.lapsed', { reason: 'not_reconfirmed' }, 'i-3'),
      ev('investment.refunded', {}, 'i-3'), // the same refund: not counted again
      ev('project.failed', {}),
    ];
    const closedAt = '2026-01-20T10:00:00.000Z';
    events.push(
      { streamId: 'i-1', type: 'investment.refunded', payload: {}, occurredAt: closedAt },
      {
        streamId: 'i-2',
        type: 'investment.refunded',
        payload: {},
        occurredAt: '2026-01-20T10:00:01.000Z',
      },
      {
        streamId: `offering:${PROJECT}`,
        type: 'offering.settled',
        payload: {
          outcome: 'failed',
          raisedCents: 20_000_00,
          feeCents: 0,
          netCents: 0,
          investorCount: 2,
          refundCount: 2,
        },
        occurredAt: '2026-01-20T10:00:02.000Z',
      },
    );
    const entries = foldHistory(events);
    expect(entries.slice(1)).toEqual([
      {
        kind: 'refunds_issued',
        at: '2026-01-06T12:00:00.000Z',
        count: 1,
        reason: 'not_reconfirmed',
      },
      { kind: 'closed', at: '2026-01-08T12:00:00.000Z', outcome: 'failed' },
      {
        kind: 'refunds_issued',
        at: '2026-01-20T10:00:01.000Z',
        count: 2,
        reason: 'offering_failed',
      },
      {
        kind: 'settled',
        at: '2026-01-20T10:00:02.000Z',
        outcome: 'failed',
        raisedCents: 20_000_00,
        investorCount: 2,
        refundCount: 2,
      },
    ]);
  });

  it('closes as funded and sorts events given out of order by time', () => {
    day = 0;
    const approved = ev('project.approved', {});
    const funded = ev('project.funded', {});
    expect(foldHistory([funded, approved]).map((e) => e.kind)).toEqual(['listed', 'closed']);
  });

  it('never carries an investor id, name or single amount', () => {
    day = 0;
    const entries = foldHistory([
      ev('project.approved', {}),
      ev('offering.terms_set', { terms: terms(1_000_00) }),
      commit('i-secret', 1_234_56),
      ev('investment.refunded', {}, 'i-secret'),
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/Secret Name|investor-i-secret|i-secret|123456/);
  });

  it('skips a payload it cannot read and events it does not know', () => {
    day = 0;
    expect(
      foldHistory([
        ev('offering.terms_changed', { previous: 'nope' }),
        ev('offering.settled', { outcome: 'maybe' }),
        ev('question.asked', { text: 'hi' }),
        ev('investment.committed', { projectId: PROJECT }, 'i-1'),
      ]),
    ).toEqual([]);
  });

  it('a close as the settlement job records it: closed once at the start, refunds, settled', () => {
    day = 0;
    const at = '2026-02-01T00:00:05.000Z';
    const entries = foldHistory([
      ev('project.approved', {}),
      commit('i-1', 10_000_00),
      commit('i-2', 10_000_00),
      ...['i-1', 'i-2'].map((id) => ({
        streamId: id,
        type: 'investment.refunded',
        payload: { projectId: PROJECT, investorId: 'x', reason: 'offering_failed' },
        occurredAt: at,
      })),
      {
        streamId: `offering:${PROJECT}`,
        type: 'offering.settlement_started',
        payload: { projectId: PROJECT, outcome: 'failed', raisedCents: 20_000_00 },
        occurredAt: '2026-02-01T00:00:00.000Z',
      },
      {
        streamId: `offering:${PROJECT}`,
        type: 'offering.settled',
        payload: { outcome: 'failed', raisedCents: 20_000_00, investorCount: 2, refundCount: 2 },
        occurredAt: '2026-02-01T00:00:09.000Z',
      },
      {
        streamId: PROJECT,
        type: 'project.failed',
        payload: {},
        occurredAt: '2026-02-01T00:00:09.000Z',
      },
    ]);
    expect(entries.slice(1).map((e) => e.kind)).toEqual(['closed', 'refunds_issued', 'settled']);
    expect(entries[1]).toEqual({
      kind: 'closed',
      at: '2026-02-01T00:00:00.000Z',
      outcome: 'failed',
    });
    expect(entries[2]).toMatchObject({ count: 2, reason: 'offering_failed' });
  });

  describe('a withdrawn offering (project.offering_withdrawn)', () => {
    const at = '2026-01-10T09:00:00.000Z';
    const withdrawal = (order: 'lifecycle first' | 'settlement first') => {
      day = 0;
      const withdrawn = { streamId: PROJECT, type: 'project.offering_withdrawn', payload: {} };
      const started = {
        streamId: `offering:${PROJECT}`,
        type: 'offering.settlement_started',
        payload: { projectId: PROJECT, outcome: 'failed', raisedCents: 0 },
      };
      const batch = order === 'lifecycle first' ? [withdrawn, started] : [started, withdrawn];
      return foldHistory([
        ev('project.approved', {}),
        commit('i-1', 10_000_00),
        commit('i-2', 10_000_00),
        // One batch, one instant: the store may give either first.
        ...batch.map((event) => ({ ...event, occurredAt: at })),
        ...['i-1', 'i-2'].map((id) => ({
          streamId: id,
          type: 'investment.refunded',
          payload: { projectId: PROJECT, investorId: 'x', reason: 'offering_withdrawn' },
          occurredAt: '2026-01-10T09:00:01.000Z',
        })),
        {
          streamId: `offering:${PROJECT}`,
          type: 'offering.settled',
          payload: { outcome: 'failed', raisedCents: 0, investorCount: 0, refundCount: 2 },
          occurredAt: '2026-01-10T09:00:02.000Z',
        },
      ]);
    };

    it.each(['lifecycle first', 'settlement first'] as const)(
      'closes once as withdrawn, not failed, with its refunds counted as withdrawn (%s)',
      (order) => {
        const entries = withdrawal(order);
        expect(entries.slice(1)).toEqual([
          { kind: 'closed', at, outcome: 'withdrawn' },
          {
            kind: 'refunds_issued',
            at: '2026-01-10T09:00:01.000Z',
            count: 2,
            reason: 'offering_withdrawn',
          },
          {
            kind: 'settled',
            at: '2026-01-10T09:00:02.000Z',
            outcome: 'failed',
            raisedCents: 0,
            investorCount: 0,
            refundCount: 2,
          },
        ]);
      },
    );

    it('counts a refund without a stated reason as withdrawn once the offering was', () => {
      day = 0;
      const entries = foldHistory([
        ev('project.approved', {}),
        commit('i-1', 10_000_00),
        ev('project.offering_withdrawn', {}),
        ev('investment.refunded', {}, 'i-1'),
      ]);
      expect(entries.slice(1).map((e) => [e.kind, 'outcome' in e ? e.outcome : null])).toEqual([
        ['closed', 'withdrawn'],
        ['refunds_issued', null],
      ]);
      expect(entries[2]).toMatchObject({ reason: 'offering_withdrawn' });
    });
  });
});
