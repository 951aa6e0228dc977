/**
 * Money-specific abuse (docs/security.md, docs/money.md#invariants): every hostile amount
 * a client can put in JSON, commitments to offerings that cannot take them, and a cancel
 * at its 48-hour cut-off. Each is a clear 4xx with no byte of the database changed
 * (`dbSnapshot`, not only row counts) and the ledger still balanced. The plain rules
 * (minimum, room, limit, balance, draft, failed) are in tests/worker/investing/commit.test.ts.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvestmentResponse } from '../../../shared/investing/api';
import { cancellationCutoffAt } from '../../../shared/money/reg-cf-dates';
import { closeOffering } from '../../../worker/closing/settle';
import { cancelInvestment } from '../../../worker/investing/cancel';
import { ledgerCheck } from '../../../worker/investing/ledger-check';
import { call, draftAs, type ErrorBody } from '../lifecycle/lifecycle-helpers';
import { commitBody, fundedInvestor, liveProject, newKey, setTerms } from '../investing/helpers';
import { offeringWith } from '../closing/helpers';
import { dbSnapshot } from './db-snapshot';
import { errorMessage, isClearMessage } from './wire';
import { completeDisclosures } from '../helpers/disclosures';

const WALLET_CENTS = 200_000;

/**
 * Amounts as raw JSON text (so NaN and Infinity can be sent at all), or `undefined` to
 * leave the field out. `1e309` is valid JSON that parses to Infinity.
 */
const HOSTILE_AMOUNTS: readonly [name: string, raw: string | undefined][] = [
  ['negative', '-50000'],
  ['zero', '0'],
  ['negative zero', '-0'],
  ['a fractional cent', '50000.5'],
  ['a tiny fraction', '50000.000001'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['-Infinity', '-Infinity'],
  ['1e309 (parses to Infinity)', '1e309'],
  ['over Number.MAX_SAFE_INTEGER', '9007199254740993'],
  ['1e20', '1e20'],
  ['Number.MAX_SAFE_INTEGER (over the wallet)', String(Number.MAX_SAFE_INTEGER)],
  ['one cent over the wallet', String(WALLET_CENTS + 1)],
  ['a numeric string', '"50000"'],
  ['the string NaN', '"NaN"'],
  ['a hex string', '"0xC350"'],
  ['null', 'null'],
  ['a boolean', 'true'],
  ['an array', '[50000]'],
  ['an object', '{"$gt":0}'],
  ['missing', undefined],
];

/** A JSON body with `amountCents` spliced in as raw text (or left out). */
function withAmount(fields: Record<string, unknown>, raw: string | undefined): string {
  const rest = JSON.stringify(fields).slice(1);
  return raw === undefined ? `{${rest}` : `{"amountCents":${raw},${rest}`;
}

/** Sends, then proves the answer a clear 4xx, no byte written and the ledger balanced. */
async function expectRefusedCleanly(path: string, token: string, body: string) {
  const before = await dbSnapshot();
  const res = await call<ErrorBody>(path, { method: 'POST', token, body });
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  expect(isClearMessage(errorMessage(JSON.stringify(res.body))), JSON.stringify(res.body)).toBe(
    true,
  );
  expect(await dbSnapshot()).toEqual(before);
  expect(await ledgerCheck(env.DB)).toEqual([]);
  return res;
}

let project: Awaited<ReturnType<typeof liveProject>>;
let investor: Awaited<ReturnType<typeof fundedInvestor>>;
beforeAll(async () => {
  project = await liveProject({ title: 'Abuse Proof Analytics' });
  await setTerms(project.id, { goal: 10_000_000, maximum: 20_000_000, minimum: 50_000 });
  investor = await fundedInvestor(WALLET_CENTS);
});

describe('hostile amounts', () => {
  it.each(HOSTILE_AMOUNTS)('a commitment of %s is refused, nothing written', async (_, raw) => {
    const { amountCents: _omitted, ...fields } = commitBody(project.id, 0);
    await expectRefusedCleanly('/api/investments', investor.token, withAmount(fields, raw));
  });

  it.each(HOSTILE_AMOUNTS.filter(([name]) => !name.includes('wallet')))(
    'a deposit of %s is refused, nothing written',
    async (_, raw) => {
      await expectRefusedCleanly(
        '/api/wallet/deposits',
        investor.token,
        withAmount({ idempotencyKey: newKey() }, raw),
      );
    },
  );

  it('a valid amount still goes through (the matrix above is not refusing everything)', async () => {
    const res = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, 50_000),
    });
    expect(res.status).toBe(201);
    expect(res.body.balanceCents).toBe(WALLET_CENTS - 50_000);
    expect(await ledgerCheck(env.DB)).toEqual([]);
  });
});

describe('offerings that cannot take a commitment', () => {
  it('the founder’s own project: a creator is not an investor (403), nothing written', async () => {
    const res = await expectRefusedCleanly(
      '/api/investments',
      project.creatorToken,
      JSON.stringify(commitBody(project.id, 50_000)),
    );
    expect(res.status).toBe(403);
  });

  it('a project waiting for review is not found (404)', async () => {
    const draft = await draftAs(project.creatorToken);
    await completeDisclosures(draft.id, project.creatorToken);
    const submitted = await call(`/api/creator/projects/${draft.id}/submit`, {
      method: 'POST',
      token: project.creatorToken,
    });
    expect(submitted.status).toBe(200);
    const res = await expectRefusedCleanly(
      '/api/investments',
      investor.token,
      JSON.stringify(commitBody(draft.id, 50_000)),
    );
    expect(res.status).toBe(404);
  });

  it('an offering closed as funded refuses (409 offering_closed)', async () => {
    const { project: funded, afterEnd } = await offeringWith('Funded Shut Co', 50_000, [50_000]);
    expect(await closeOffering(env.DB, funded.id, afterEnd)).toMatchObject({ outcome: 'funded' });
    const res = await expectRefusedCleanly(
      '/api/investments',
      investor.token,
      JSON.stringify(commitBody(funded.id, 50_000)),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('offering_closed');
  });

  it('an unknown project id is not found (404)', async () => {
    const res = await expectRefusedCleanly(
      '/api/investments',
      investor.token,
      JSON.stringify(commitBody(crypto.randomUUID(), 50_000)),
    );
    expect(res.status).toBe(404);
  });
});

describe('cancelling at the 48-hour cut-off', () => {
  it('is allowed a millisecond before it and refused at it, writing nothing then', async () => {
    const { investors, endsAt } = await offeringWith(
      'Cutoff Edge Co',
      10_000_000,
      [50_000, 50_000],
    );
    const cutoff = Date.parse(cancellationCutoffAt(endsAt));
    const [early, late] = investors;
    if (!early || !late) throw new Error('two investors expected');
    const who = (i: typeof early) => ({ id: i.id, email: i.email, name: 'Investor' });

    const before = await dbSnapshot();
    await expect(
      cancelInvestment(env.DB, who(late), late.investmentId, newKey(), new Date(cutoff)),
    ).rejects.toMatchObject({ status: 409, code: 'cancellation_closed' });
    expect(await dbSnapshot()).toEqual(before);

    const ok = await cancelInvestment(
      env.DB,
      who(early),
      early.investmentId,
      newKey(),
      new Date(cutoff - 1),
    );
    expect(ok.investment.status).toBe('cancelled');
    expect(await ledgerCheck(env.DB)).toEqual([]);
  });
});
