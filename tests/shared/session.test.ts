import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from '../../shared/session';

describe('displayName', () => {
  it('prefers the profile name and falls back to the email local part', () => {
    expect(displayName({ name: 'Priya Shah', email: 'investor@example.com' })).toBe('Priya Shah');
    expect(displayName({ name: null, email: 'investor@example.com' })).toBe('investor');
    expect(displayName({ name: '   ', email: 'a.b@example.com' })).toBe('a.b');
  });
});

describe('avatarInitial', () => {
  it('uses the first letter of the name, else of the email', () => {
    expect(avatarInitial({ name: 'priya', email: 'x@example.com' })).toBe('P');
    expect(avatarInitial({ name: null, email: 'zoe@example.com' })).toBe('Z');
  });
});
