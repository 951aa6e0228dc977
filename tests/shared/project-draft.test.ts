import { describe, expect, it } from 'vitest';
import { validateProjectDraft } from '../../shared/schemas/project-draft';
import { slugify } from '../../shared/slugify';
import { earliestEndDateHint } from '../../shared/offering/offering-window';

const NOW = new Date('2026-11-21T12:00:00Z');

const valid = {
  title: 'Ledger Lens',
  tagline: 'Bookkeeping that reads your bank feed for you',
  description: 'Ledger Lens reconciles SaaS revenue with the bank feed every night.',
  category: 'Finance',
  fundingGoal: 150_000,
  equity: 8.5,
  minimumInvestment: 1_000,
  endDate: '2027-03-01',
  website: 'https://ledgerlens.example',
  location: 'Austin, TX',
  coverImage: '',
};

function errorsFor(patch: Record<string, unknown>) {
  const result = validateProjectDraft({ ...valid, ...patch }, NOW);
  return result.ok ? {} : result.errors;
}

describe('project draft schema', () => {
  it('accepts a complete draft and trims text', () => {
    const result = validateProjectDraft({ ...valid, title: '  Ledger Lens ' }, NOW);
    // Team, gallery, video link and incorporation are optional: absent, they default to empty.
    expect(result).toEqual({
      ok: true,
      draft: {
        ...valid,
        title: 'Ledger Lens',
        team: [],
        gallery: [],
        videoUrl: '',
        incorporationState: '',
        incorporationYear: '',
      },
    });
  });

  it('makes website, location and cover image optional', () => {
    const { website: _w, location: _l, coverImage: _c, ...rest } = valid;
    const result = validateProjectDraft(rest, NOW);
    expect(result.ok && result.draft).toMatchObject({ website: '', location: '', coverImage: '' });
  });

  it.each([
    [{ title: '  ' }, 'title', 'Enter a title.'],
    [{ title: '!!!' }, 'title', 'The title needs at least one letter or digit.'],
    [{ title: 'x'.repeat(81) }, 'title', 'The title must be at most 80 characters.'],
    [{ tagline: '' }, 'tagline', 'Enter a tagline.'],
    [
      { description: 'Too short' },
      'description',
      'Describe the project in at least 30 characters.',
    ],
    [{ category: 'Gaming' }, 'category', 'Choose a category.'],
    [{ fundingGoal: 0 }, 'fundingGoal', 'The funding goal must be a positive amount.'],
    [{ fundingGoal: -5 }, 'fundingGoal', 'The funding goal must be a positive amount.'],
    [{ fundingGoal: 1000.5 }, 'fundingGoal', 'The funding goal must be a whole number of dollars.'],
    [{ fundingGoal: '150000' }, 'fundingGoal', 'Enter the funding goal in whole dollars.'],
    [
      { minimumInvestment: 0 },
      'minimumInvestment',
      'The minimum investment must be a positive amount.',
    ],
    [
      { minimumInvestment: 99.99 },
      'minimumInvestment',
      'The minimum investment must be a whole number of dollars.',
    ],
    [
      { minimumInvestment: 150_001 },
      'minimumInvestment',
      'The minimum investment cannot be above the funding goal.',
    ],
    [{ equity: 0 }, 'equity', 'The equity offered must be above 0%.'],
    [{ equity: 100.01 }, 'equity', 'The equity offered must be at most 100%.'],
    [{ equity: 7.125 }, 'equity', 'Use at most two decimals for the equity offered.'],
    [{ endDate: '2026-11-21' }, 'endDate', 'The end date must be in the future.'],
    [{ endDate: '2025-01-01' }, 'endDate', 'The end date must be in the future.'],
    [{ endDate: '01/03/2027' }, 'endDate', 'Enter the end date as YYYY-MM-DD.'],
    [{ endDate: '' }, 'endDate', 'Choose an end date.'],
    [{ endDate: '2027-02-30' }, 'endDate', 'Enter a real calendar date.'],
    [
      { website: 'ledgerlens' },
      'website',
      'Enter a full website address, like https://example.com.',
    ],
    [
      { website: 'javascript:alert(1)' },
      'website',
      'The website must start with http:// or https://.',
    ],
    [
      { coverImage: 'https://evil.example/x.png' },
      'coverImage',
      'Choose one of the cover images offered.',
    ],
    [
      { coverImage: '/images/../secret.png' },
      'coverImage',
      'Choose one of the cover images offered.',
    ],
  ])('refuses %o with a message on %s', (patch, field, message) => {
    expect(errorsFor(patch)[field]).toBe(message);
  });

  it('accepts the boundaries: equity 100, minimum equal to the goal, the earliest end date', () => {
    // 21 days after NOW (the offering window, shared/offering/offering-window.ts).
    expect(errorsFor({ equity: 100, minimumInvestment: 150_000, endDate: '2026-12-12' })).toEqual(
      {},
    );
  });

  it('refuses an end date inside the 21-day window, naming the earliest date allowed', () => {
    expect(errorsFor({ endDate: '2026-12-11' }).endDate).toMatch(
      /^Choose an end date on or after Dec 12, 2026:/,
    );
  });

  it('names the earliest end date as people read it under the field (not in ISO)', () => {
    expect(earliestEndDateHint('2026-12-12')).toBe(
      'The last day investors can commit: Dec 12, 2026 or later (an offering stays public at least 21 days).',
    );
  });

  it.each([0.29, 0.01, 7.5, 12.25, 99.99])('accepts equity %s (two decimals)', (equity) => {
    expect(errorsFor({ equity })).toEqual({});
  });

  it('reports every bad field at once', () => {
    const errors = errorsFor({ title: '', fundingGoal: -1, equity: 0 });
    expect(Object.keys(errors).sort()).toEqual(['equity', 'fundingGoal', 'title']);
  });

  it('names each missing required field', () => {
    const { title: _t, fundingGoal: _g, ...rest } = valid;
    const result = validateProjectDraft(rest, NOW);
    expect(!result.ok && result.errors).toEqual({
      title: 'Enter a title.',
      fundingGoal: 'Enter the funding goal in whole dollars.',
    });
  });

  it('refuses unknown fields and non-objects', () => {
    expect(errorsFor({ status: 'active' })).toHaveProperty('status');
    const notObject = validateProjectDraft('hello', NOW);
    expect(notObject.ok).toBe(false);
    expect(!notObject.ok && notObject.errors._form).toBe(
      'Send the project as a JSON object of its fields.',
    );
  });
});

describe('slugify', () => {
  it.each([
    ['Ledger Lens', 'ledger-lens'],
    ['  Café Ops!  ', 'cafe-ops'],
    ['AI -- for   Teams', 'ai-for-teams'],
    ['!!!', ''],
    ['x'.repeat(70), 'x'.repeat(60)],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('project draft SAFE terms', () => {
  const terms = { variant: 'cap', valuationCapDollars: 1_500_000, proRata: true };

  it('stores valid terms in cents with the goal, minimum and end date of the form', () => {
    const result = validateProjectDraft({ ...valid, terms }, NOW);
    expect(result.ok && result.draft.terms).toEqual({
      variant: 'cap',
      valuationCapDollars: 1_500_000,
      proRata: true,
      minimumInvestmentCents: 100_000,
      fundingGoalCents: 15_000_000,
      maximumRaiseCents: 15_000_000,
      endDate: '2027-03-01',
    });
  });

  it('leaves terms out when the form sends none (server defaults apply)', () => {
    const result = validateProjectDraft(valid, NOW);
    expect(result.ok && result.draft.terms).toBeUndefined();
  });

  it.each([
    [{ variant: 'equity' }, 'terms.variant', /Choose a SAFE type/],
    [{ variant: 'cap', proRata: false }, 'terms.valuationCapDollars', /valuation cap/],
    [{ ...terms, discountPercent: 10 }, 'terms.discountPercent', /no discount/],
    [{ ...terms, maximumRaise: 100_000 }, 'terms.maximumRaise', /at least the funding goal/],
    [{ variant: 'mfn' }, 'terms.proRata', /pro-rata/],
  ])('gives the SAFE schema message on the form field: %o', (bad, key, message) => {
    expect(errorsFor({ terms: bad })[key]).toMatch(message);
  });

  it('holds terms to the $500 minimum investment, on the minimum field', () => {
    expect(errorsFor({ terms, minimumInvestment: 200 }).minimumInvestment).toBe(
      'The minimum investment must be at least $500.',
    );
  });

  it('reports terms mistakes together with other fields', () => {
    const errors = errorsFor({ title: '', terms: { variant: 'discount', proRata: true } });
    expect(Object.keys(errors).sort()).toEqual(['terms.discountPercent', 'title']);
  });
});
