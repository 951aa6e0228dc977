/**
 * Racing money commands against a close (docs/money.md#invariants): a commitment whose
 * request began before the deadline, landing while the offering settles, is either
 * counted by the settlement or refused with a 4xx (never settled with its money left in
 * escrow); a cancel at the close's clock is refused. Escrow ends empty, every cent is in
 * a wallet or the payout, and the ledger check finds nothing.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { InvestmentResponse } from '../../../shared/investing/api';
import { closeOffering } from '../../../worker/closing/settle';
import { ApiError } from '../../../worker/http/api-error';
import { cancelInvestment } from '../../../worker/investing/cancel';
import { ledgerCheck } from '../../../worker/investing/ledger-check';
import type { ErrorBody } from '../lifecycle/lifecycle-helpers';
import { balance, offeringWith, statusesOf } from '../closing/helpers';
import { call, commitBody, fundedInvestor, newKey } from '../investing/helpers';
import { errorMessage, isClearMessage } from './wire';

const ROUNDS = 3;
const AMOUNT = 50_000;
const SPARE = 5_000;

/** Runs `a` and `b` together, `b` first on odd rounds, so both orders of start are tried. */
function race<A, B>(round: number, a: () => Promise<A>, b: () => Promise<B>): Promise<[A, B]> {
  if (round % 2 === 0) return Promise.all([a(), b()]);
  return Promise.all([b(), a()]).then(([y, x]) => [x, y]);
}

/**
 * Closes as the job does: a start that finds the offering moved since it read it aborts
 * (worker/closing/settle.ts), and the next run reads again and closes.
 */
async function closeEventually(projectId: string, at: Date) {
  for (let run = 1; ; run += 1) {
    try {
      return await closeOffering(env.DB, projectId, at);
    } catch (error) {
      if (run >= 3 || !String(error).includes('CHECK constraint failed')) throw error;
    }
  }
}

async function expectMoneyAccountedFor(projectId: string, wallets: Record<string, number>) {
  expect(await balance(`escrow:${projectId}`)).toBe(0);
  for (const [userId, cents] of Object.entries(wallets)) {
    expect(await balance(`wallet:${userId}`)).toBe(cents);
  }
  expect(await ledgerCheck(env.DB)).toEqual([]);
}

describe('a cancel racing the close', () => {
  // The close runs at or after the deadline, when the 48-hour cut-off has passed for every
  // commitment (an early close moves each commitment's end too), so at the close's clock
  // a cancel is refused whichever lands first.
  it.each(Array.from({ length: ROUNDS }, (_, i) => i))(
    'round %i: refused at the close’s clock, the commitment settled',
    async (round) => {
      const { project, investors, afterEnd } = await offeringWith(`Cancel Race ${round}`, AMOUNT, [
        AMOUNT,
        AMOUNT,
      ]);
      const [racer, steady] = investors;
      if (!racer || !steady) throw new Error('two investors expected');
      const who = { id: racer.id, email: racer.email, name: 'Investor' };
      const [cancel, closed] = await race(
        round,
        () =>
          cancelInvestment(env.DB, who, racer.investmentId, newKey(), afterEnd).then(
            () => 'cancelled',
            (error: unknown) => error,
          ),
        () => closeEventually(project.id, afterEnd),
      );
      expect(cancel).toBeInstanceOf(ApiError);
      expect((cancel as ApiError).status).toBe(409);
      expect(closed).toMatchObject({ outcome: 'funded' });
      expect(await statusesOf(project.id)).toEqual(['settled', 'settled']);
      await expectMoneyAccountedFor(project.id, { [racer.id]: SPARE, [steady.id]: SPARE });
    },
  );
});

describe('a commitment racing the close', () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i))(
    'round %i: committed and settled, or refused with the wallet intact',
    async (round) => {
      const { project, afterEnd } = await offeringWith(`Commit Race ${round}`, AMOUNT, [AMOUNT], {
        maximumCents: AMOUNT * 4,
      });
      const late = await fundedInvestor(AMOUNT + SPARE);
      const [commit, closed] = await race(
        round,
        () =>
          call<InvestmentResponse & ErrorBody>('/api/investments', {
            method: 'POST',
            token: late.token,
            body: commitBody(project.id, AMOUNT),
          }),
        () => closeEventually(project.id, afterEnd),
      );
      expect(closed).toMatchObject({ outcome: 'funded' });
      const statuses = await statusesOf(project.id);
      if (commit.status === 201) {
        expect(statuses).toEqual(['settled', 'settled']);
        await expectMoneyAccountedFor(project.id, { [late.id]: SPARE });
      } else {
        expect(commit.status, JSON.stringify(commit.body)).toBe(409);
        expect(statuses).toEqual(['settled']);
        await expectMoneyAccountedFor(project.id, { [late.id]: AMOUNT + SPARE });
      }
    },
  );
});

describe('a cancel and a commitment racing the founder’s withdrawal', () => {
  // A withdrawal is a failed close that starts before the deadline, while cancels are
  // still allowed: whatever lands first, every cent goes back to its wallet.
  it.each(Array.from({ length: ROUNDS }, (_, i) => i))(
    'round %i: every answer a 2xx or a clear 4xx, every investor made whole',
    async (round) => {
      const { project, investors } = await offeringWith(`Withdraw Race ${round}`, AMOUNT * 10, [
        AMOUNT,
        AMOUNT,
      ]);
      const [canceller, steady] = investors;
      if (!canceller || !steady) throw new Error('two investors expected');
      const late = await fundedInvestor(AMOUNT + SPARE);
      const requests = [
        () =>
          call<ErrorBody>(`/api/investments/${canceller.investmentId}/cancel`, {
            method: 'POST',
            token: canceller.token,
            body: { idempotencyKey: newKey() },
          }),
        () =>
          call<ErrorBody>('/api/investments', {
            method: 'POST',
            token: late.token,
            body: commitBody(project.id, AMOUNT),
          }),
        () =>
          call<ErrorBody>(`/api/creator/projects/${project.id}/withdraw`, {
            method: 'POST',
            token: project.creatorToken,
          }),
      ];
      // Rotate who starts first each round.
      const order = requests.map((_, i) => requests[(i + round) % requests.length]);
      const answers = await Promise.all(order.map((send) => send?.()));
      for (const answer of answers) {
        const text = JSON.stringify(answer?.body);
        expect(answer?.status, text).toBeLessThan(500);
        if ((answer?.status ?? 0) >= 400)
          expect(isClearMessage(errorMessage(text)), text).toBe(true);
      }
      // The closing job finishes a withdrawal a lost race left running.
      await closeEventually(project.id, new Date());
      const statuses = await statusesOf(project.id);
      expect(
        statuses.every((s) => s === 'cancelled' || s === 'refunded'),
        statuses.join(),
      ).toBe(true);
      await expectMoneyAccountedFor(project.id, {
        [canceller.id]: AMOUNT + SPARE,
        [steady.id]: AMOUNT + SPARE,
        [late.id]: AMOUNT + SPARE,
      });
    },
  );
});
