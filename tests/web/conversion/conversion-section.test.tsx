/**
 * The founder's "After the raise" section (web/features/conversion): completing the SAFE
 * stack, previewing a priced round with the worked example, confirming it, and
 * the server's refusals shown in the form. The figures are derived here, by hand:
 * $100,000 + $300,000 on LaunchFund and $100,000 outside, all at a $5,000,000 post-money
 * cap, with 8,000,000 shares and 1,000,000 options: the SAFEs are 10 % of a Company
 * Capitalization of 10,000,000, so the Safe Price is $5,000,000 ÷ 10,000,000 = $0.50 and
 * the SAFEs become 200,000, 600,000 and 200,000 shares. The round's price is $20,000,000 ÷
 * 10,000,000 = $2.00, so $5,000,000 of new money buys 2,500,000 shares: 12,500,000 after.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FounderConversionResponse } from '../../../shared/conversion/api';
import type { SafeInstrument } from '../../../shared/conversion/instruments';
import { ConversionSection } from '../../../web/features/conversion/conversion-section';
import { recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderWithSession, testUser } from '../session-test-utils';

const creator = testUser({ role: 'creator' });
const PROJECT = '7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const BASE = `*/api/creator/projects/${PROJECT}/conversion`;

const platformSafe = (id: string, holder: string, purchaseCents: number): SafeInstrument => ({
  id,
  holder,
  purchaseCents,
  valuationCapDollars: 5_000_000,
  issuedOn: '2026-06-10',
  onPlatform: true,
});
const OUTSIDE: SafeInstrument = {
  id: 'outside-1',
  holder: 'Angel Outside',
  purchaseCents: 10_000_000,
  valuationCapDollars: 5_000_000,
  mfn: false,
  issuedOn: '2026-06-01',
  onPlatform: false,
};

const EMPTY: FounderConversionResponse = {
  projectId: PROJECT,
  funded: true,
  outsideSafes: [],
  safeStack: [
    platformSafe('safe-a', 'Holder One', 10_000_000),
    platformSafe('safe-b', 'Holder Two', 30_000_000),
  ],
  outcome: null,
  capTable: null,
};
const WITH_OUTSIDE: FounderConversionResponse = {
  ...EMPTY,
  outsideSafes: [
    {
      id: 'outside-1',
      holder: 'Angel Outside',
      purchaseCents: 10_000_000,
      valuationCapDollars: 5_000_000,
      discountPercent: null,
      mfn: false,
      issuedOn: '2026-06-01',
    },
  ],
  safeStack: [...EMPTY.safeStack, OUTSIDE],
};

/** The commands sent (the section's own GET is not one). */
function recordCommands() {
  const requests = recordRequests();
  return { all: () => requests.filter((r) => r.method === 'POST') };
}

function answer(body: FounderConversionResponse) {
  server.use(http.get(BASE, () => HttpResponse.json(body)));
}

async function typeInto(name: string, text: string) {
  const box = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await userEvent.clear(box);
  await userEvent.type(box, text);
}

/** A date input is not a textbox; its label finds it. */
function setDate(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('After the raise: the SAFE stack', () => {
  it('adds a SAFE sold outside LaunchFund, in cents and whole dollars', async () => {
    answer(EMPTY);
    const commands = recordCommands();
    server.use(
      http.post(`${BASE}/outside-safes`, () => HttpResponse.json(WITH_OUTSIDE, { status: 201 })),
    );
    const { container } = renderWithSession(<ConversionSection projectId={PROJECT} />, {
      user: creator,
    });
    const stack = await screen.findByRole('table', { name: 'The SAFE stack' });
    expect(within(stack).getAllByRole('row')).toHaveLength(3);
    await typeInto('Holder', 'Angel Outside');
    await typeInto('Purchase amount', '100,000');
    await typeInto('Post-money valuation cap', '$5,000,000');
    setDate('Issued on', '2026-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Add the SAFE' }));
    expect(await screen.findByText("Added Angel Outside's SAFE to the stack.")).toBeVisible();
    const body = (await commands.all()[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      holder: 'Angel Outside',
      purchaseCents: 10_000_000,
      valuationCapDollars: 5_000_000,
      mfn: false,
      issuedOn: '2026-06-01',
    });
    expect(body).not.toHaveProperty('discountPercent');
    expect(String(body.idempotencyKey).length).toBeGreaterThanOrEqual(8);
    expect(
      within(screen.getByRole('table', { name: 'The SAFE stack' })).getByText('Angel Outside'),
    ).toBeVisible();
    // Dated as people read them (the 1280 px walk found the stack's dates in ISO).
    expect(
      within(screen.getByRole('table', { name: 'The SAFE stack' })).getByText(
        'Outside (Jun 1, 2026)',
      ),
    ).toBeVisible();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('names each field to fix, sending nothing', async () => {
    answer(EMPTY);
    const commands = recordCommands();
    renderWithSession(<ConversionSection projectId={PROJECT} />, { user: creator });
    await screen.findByRole('table', { name: 'The SAFE stack' });
    await typeInto('Purchase amount', '100.005');
    await userEvent.click(screen.getByRole('button', { name: 'Add the SAFE' }));
    expect(await screen.findByText('Enter who holds the SAFE.')).toBeVisible();
    expect(screen.getByText('Use at most two decimals (cents).')).toBeVisible();
    expect(screen.getByText('Enter the issue date as YYYY-MM-DD.')).toBeVisible();
    expect(commands.all()).toHaveLength(0);
  });
});

describe('After the raise: recording a priced round', () => {
  async function fillTheWorkedExample() {
    setDate('Date of the round', '2027-03-01');
    await typeInto('Company shares outstanding', '8,000,000');
    await typeInto('Options issued', '1,000,000');
    await typeInto('Unissued option pool', '0');
    await typeInto('Pre-money valuation', '20,000,000');
    await typeInto('New money raised', '5,000,000');
  }

  it("previews the issue's worked example exactly, then records what was previewed", async () => {
    answer(WITH_OUTSIDE);
    const commands = recordCommands();
    const recorded: FounderConversionResponse = {
      ...WITH_OUTSIDE,
      outcome: {
        kind: 'priced_round',
        occurredOn: '2027-03-01',
        recordedAt: '2027-03-02T10:00:00.000Z',
        roundPricePerShare: '2.0000',
      },
      capTable: {
        before: [
          {
            holder: 'Common shares (founders and others)',
            kind: 'common',
            shares: 8_000_000,
            percent: '88.888',
          },
        ],
        after: [
          {
            holder: 'Common shares (founders and others)',
            kind: 'common',
            shares: 8_000_000,
            percent: '64.000',
          },
          {
            holder: 'Holder One',
            kind: 'safe',
            shares: 200_000,
            percent: '1.600',
            safeId: 'safe-a',
          },
        ],
      },
    };
    server.use(
      http.post(`${BASE}/priced-round`, () => HttpResponse.json(recorded, { status: 201 })),
    );
    const { container } = renderWithSession(<ConversionSection projectId={PROJECT} />, {
      user: creator,
    });
    await screen.findByRole('table', { name: 'The SAFE stack' });
    await fillTheWorkedExample();
    await userEvent.click(screen.getByRole('button', { name: 'Preview the conversion' }));

    const preview = await screen.findByRole('region', {
      name: /^Preview: a priced round on Mar 1, 2027/,
    });
    expect(
      within(preview).getByText(
        "The round's price is $2.0000 a share; its new investors receive 2,500,000 shares, for 12,500,000 shares after the round.",
      ),
    ).toBeVisible();
    const results = within(preview).getByRole('table', { name: 'What each SAFE becomes' });
    const becomes = (holder: string) =>
      within(
        within(results)
          .getByText(new RegExp(`^${holder}`))
          .closest('tr')!,
      ).getAllByRole('cell')[2]?.textContent;
    expect(becomes('Holder One')).toBe('200,000 shares at the valuation cap');
    expect(becomes('Holder Two')).toBe('600,000 shares at the valuation cap');
    expect(becomes('Angel Outside')).toBe('200,000 shares at the valuation cap');
    const after = within(preview).getByRole('table', { name: 'After the round' });
    const holderOne = within(after).getByText('Holder One').closest('tr')!;
    // 200,000 of 12,500,000 shares is 1.6 %.
    expect(within(holderOne).getByText('1.600 %')).toBeVisible();
    expect(within(after).getByText('12,500,000')).toBeVisible();
    expect(await seriousAxeViolations(container)).toEqual([]);
    expect(commands.all()).toHaveLength(0);

    await userEvent.click(within(preview).getByRole('button', { name: 'Confirm and record' }));
    expect(
      await screen.findByText(/^You recorded a priced round on Mar 1, 2027 at \$2.0000 a share\./),
    ).toBeVisible();
    expect(await commands.all()[0]!.json()).toMatchObject({
      occurredOn: '2027-03-01',
      outstandingShares: 8_000_000,
      optionsIssued: 1_000_000,
      unissuedPool: 0,
      preMoneyValuationDollars: 20_000_000,
      newMoneyCents: 500_000_000,
      poolIncrease: 0,
    });
    expect(screen.getByRole('table', { name: 'After the round' })).toBeVisible();
  });

  it('drops the preview when a figure changes, so only what was previewed is recorded', async () => {
    answer(WITH_OUTSIDE);
    renderWithSession(<ConversionSection projectId={PROJECT} />, { user: creator });
    await screen.findByRole('table', { name: 'The SAFE stack' });
    await fillTheWorkedExample();
    await userEvent.click(screen.getByRole('button', { name: 'Preview the conversion' }));
    await screen.findByRole('button', { name: 'Confirm and record' });
    await typeInto('New money raised', '6,000,000');
    expect(screen.queryByRole('button', { name: 'Confirm and record' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview the conversion' })).toBeVisible();
  });

  it("shows the server's refusal in the form and keeps the figures", async () => {
    answer(WITH_OUTSIDE);
    server.use(
      http.post(`${BASE}/priced-round`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'already_converted',
              message:
                "This project's SAFEs already converted in a dissolution; nothing more can be recorded.",
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderWithSession(<ConversionSection projectId={PROJECT} />, { user: creator });
    await screen.findByRole('table', { name: 'The SAFE stack' });
    await fillTheWorkedExample();
    await userEvent.click(screen.getByRole('button', { name: 'Preview the conversion' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and record' }));
    expect(
      await screen.findByText(
        "This project's SAFEs already converted in a dissolution; nothing more can be recorded.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^New money raised/ })).toHaveValue('5,000,000');
  });

  it('asks for the missing figures of a dissolution before any preview', async () => {
    answer(WITH_OUTSIDE);
    renderWithSession(<ConversionSection projectId={PROJECT} />, { user: creator });
    await screen.findByRole('table', { name: 'The SAFE stack' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'What happened' }),
      'dissolution',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview the conversion' }));
    expect(await screen.findByText('Enter an amount.')).toBeVisible();
    expect(screen.getByText('Enter the date of the dissolution as YYYY-MM-DD.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Pre-money valuation/ })).toBeNull();
  });
});
