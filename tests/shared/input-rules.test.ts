/**
 * The text and number rules every form, API body and event shares (issue 12, items 6
 * and 11): invisible and direction-changing characters, lengths after trimming, the
 * two-decimals rule, and the one schema per email / full name / avatar.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseEventPayload } from '../../shared/events';
import {
  avatarUrlProblem,
  emailProblem,
  eventNameOf,
  fullNameProblem,
  NON_ASCII_EMAIL_MESSAGE,
} from '../../shared/schemas/person';
import { validateProjectDraft } from '../../shared/schemas/project-draft';
import { reviewNoteSchema } from '../../shared/schemas/project-review';
import { validateSignupForm } from '../../shared/schemas/signup';

const NOW = new Date('2026-11-21T12:00:00Z');
const draft = {
  title: 'Ledger Lens',
  tagline: 'Bookkeeping that reads your bank feed for you',
  description: 'Ledger Lens reconciles SaaS revenue with the bank feed every night.',
  category: 'Finance',
  fundingGoal: 150_000,
  equity: 8.5,
  minimumInvestment: 1_000,
  endDate: '2027-03-01',
};
const drafted = {
  ...draft,
  slug: 'ledger-lens',
  endDate: '2027-03-01T23:59:59.000Z',
  coverImage: '/images/covers/default.svg',
  creatorId: 'c1',
  creatorName: 'Jordan Lee',
};

function draftErrors(patch: Record<string, unknown>) {
  const result = validateProjectDraft({ ...draft, ...patch }, NOW);
  return result.ok ? {} : result.errors;
}

/** Hostile characters, each with the message that must name it. */
const HOSTILE: [string, string, RegExp][] = [
  ['a NUL', '\u0000', /control characters/],
  ['a bell', '\u0007', /control characters/],
  ['DEL', '\u007F', /control characters/],
  ['a C1 control', '\u0085', /control characters/],
  ['a right-to-left override', '\u202E', /text-direction override/],
  ['a left-to-right embedding', '\u202A', /text-direction override/],
  ['a first-strong isolate', '\u2068', /text-direction override/],
  ['a zero-width space', '\u200B', /zero-width/],
  ['a zero-width joiner', '\u200D', /zero-width/],
  ['a byte-order mark', '\uFEFF', /zero-width/],
  ['a lone surrogate', '\uD800', /invalid character/],
];

describe('titles, names and descriptions refuse invisible and control characters', () => {
  it.each(HOSTILE)('refuses %s inside a title, tagline, description and location', (_, ch, re) => {
    const errors = draftErrors({
      title: `Ledger${ch}Lens`,
      tagline: `Books${ch}that balance`,
      description: `${draft.description}${ch} more`,
      location: `Aus${ch}tin`,
    });
    expect(errors.title).toMatch(re);
    expect(errors.tagline).toMatch(re);
    expect(errors.description).toMatch(re);
    expect(errors.location).toMatch(re);
  });

  it.each(HOSTILE)('refuses %s in a full name and in the events that carry one', (_, ch, re) => {
    expect(fullNameProblem(`Jordan${ch}Lee`)).toMatch(re);
    expect(validateSignupForm({ ...signup, name: `Jordan${ch}Lee` }).name).toMatch(re);
    expect(parseEventPayload('project.drafted', { ...drafted, title: `A${ch}B` }).ok).toBe(false);
    expect(
      parseEventPayload('user.joined', { name: `J${ch}L`, email: 'j@example.com', role: 'creator' })
        .ok,
    ).toBe(false);
  });

  it('counts a description after trimming: 40 NULs are not 30 characters', () => {
    expect(draftErrors({ description: '\u0000'.repeat(40) }).description).toMatch(/control/);
    expect(draftErrors({ description: `${' '.repeat(40)}short${' '.repeat(40)}` })).toEqual({
      description: 'Describe the project in at least 30 characters.',
    });
  });

  it('allows line breaks and tabs in long text only', () => {
    expect(draftErrors({ description: `${draft.description}\r\n\n\tIndented.` })).toEqual({});
    expect(draftErrors({ title: 'Ledger\nLens' }).title).toMatch(/single line/);
    expect(draftErrors({ tagline: 'Books\tfor you' }).tagline).toMatch(/single line/);
    expect(v.safeParse(reviewNoteSchema, { note: 'Fix:\n- the goal' }).success).toBe(true);
    expect(v.safeParse(reviewNoteSchema, { note: 'Fix\u202Ethe goal' }).success).toBe(false);
  });

  it('keeps ordinary unicode: accents, CJK, emoji', () => {
    expect(draftErrors({ title: 'Café Ledger 会計 🚀' })).toEqual({});
    expect(fullNameProblem('José Ñúñez-Łukasz 李小龍')).toBeNull();
  });
});

describe('equity offered: at most two decimals, checked exactly', () => {
  it.each([1e-9, 1e-7, 0.001, 7.125, 33.333333])('refuses %s', (equity) => {
    expect(draftErrors({ equity }).equity).toBe('Use at most two decimals for the equity offered.');
    expect(parseEventPayload('project.drafted', { ...drafted, equity }).ok).toBe(false);
  });

  it.each([0.01, 0.29, 7.5, 12.25, 99.99, 100])('accepts %s', (equity) => {
    expect(draftErrors({ equity })).toEqual({});
    expect(parseEventPayload('project.drafted', { ...drafted, equity }).ok).toBe(true);
  });
});

const signup = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  password: 'pw-123456',
  confirm: 'pw-123456',
  role: 'creator' as const,
};

describe('one email schema', () => {
  it.each(['josé@example.com', 'user@bücher.de', 'ü@example.com'])(
    'refuses the international address %s with its own message',
    (email) => {
      expect(emailProblem(email)).toBe(NON_ASCII_EMAIL_MESSAGE);
      expect(validateSignupForm({ ...signup, email }).email).toBe(NON_ASCII_EMAIL_MESSAGE);
      expect(parseEventPayload('user.joined', { name: 'J', email, role: 'investor' }).ok).toBe(
        false,
      );
    },
  );

  it.each(['user@example.com.', 'user@example', 'user@-example.com', 'a@b@c.com', 'cleo'])(
    'refuses %s',
    (email) => expect(emailProblem(email)).toBe('Please enter a valid email address.'),
  );

  it('accepts what GoTrue accepts, up to 254 characters', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    for (const email of ["o'brien+tag@mail.example.co.uk", 'A.B@EXAMPLE.COM', longest]) {
      expect(emailProblem(email)).toBeNull();
      expect(parseEventPayload('user.joined', { name: 'N', email, role: 'investor' }).ok).toBe(
        true,
      );
    }
    expect(emailProblem(`x${longest}`)).toMatch(/at most 254/);
  });
});

describe('one full-name schema', () => {
  it('accepts 120 characters after trimming and refuses 121, in the form and the events', () => {
    const name = 'N'.repeat(120);
    expect(fullNameProblem(`  ${name}  `)).toBeNull();
    expect(validateSignupForm({ ...signup, name }).name).toBeUndefined();
    expect(parseEventPayload('project.drafted', { ...drafted, creatorName: name }).ok).toBe(true);
    expect(fullNameProblem(`${name}N`)).toBe('The full name must be at most 120 characters.');
    expect(validateSignupForm({ ...signup, name: `${name}N` }).name).toMatch(/at most 120/);
    expect(parseEventPayload('project.drafted', { ...drafted, creatorName: `${name}N` }).ok).toBe(
      false,
    );
  });

  it('falls back to the email local part for a name no event can carry', () => {
    expect(eventNameOf({ name: 'N'.repeat(200), email: 'jordan@example.com' })).toBe('jordan');
    expect(eventNameOf({ name: 'Bad\u0000', email: 'jordan@example.com' })).toBe('jordan');
    expect(eventNameOf({ name: '  Jordan Lee ', email: 'j@example.com' })).toBe('Jordan Lee');
  });
});

describe('avatar_url', () => {
  it.each([null, 'https://cdn.example.com/a.png', 'https://example.com', '/images/me.png'])(
    'accepts %s',
    (url) => expect(avatarUrlProblem(url)).toBeNull(),
  );

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'http://example.com/a.png',
    'ftp://example.com/a.png',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'https://user:pw@evil.example/a.png',
    'https://example.com/a b.png',
    '',
    'avatar.png',
  ])('refuses %s with a clear message', (url) => {
    expect(avatarUrlProblem(url)).toMatch(/avatar/);
  });
});
