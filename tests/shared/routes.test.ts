import { describe, expect, it } from 'vitest';
import { dashboardPathFor, roleHome, paths } from '../../shared/routes';

describe('roleHome (spec §6 route guard step 3)', () => {
  it.each([
    ['admin', '/admin'],
    ['investor', '/investor'],
    ['creator', '/creator'],
    ['superuser', '/creator'],
    [null, '/creator'],
    [undefined, '/creator'],
  ])('sends %s to %s', (role, expected) => {
    expect(roleHome(role)).toBe(expected);
  });
});

describe('dashboardPathFor (spec §2 top bar)', () => {
  it('goes to the role dashboard for a known role and to / otherwise', () => {
    expect(dashboardPathFor('admin')).toBe('/admin');
    expect(dashboardPathFor('investor')).toBe('/investor');
    expect(dashboardPathFor('creator')).toBe('/creator');
    expect(dashboardPathFor('')).toBe('/');
    expect(dashboardPathFor(null)).toBe('/');
  });
});

describe('paths', () => {
  it('encodes dynamic segments', () => {
    expect(paths.project('a b')).toBe('/project/a%20b');
    expect(paths.signupAs('creator')).toBe('/signup?role=creator');
    expect(paths.creator.editProject('p1')).toBe('/creator/projects/p1/edit');
  });
});
