import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import {
  routeGuardMachine,
  type GuardSessionView,
} from '../../machines/route-guard/route-guard.machine';
import { ROLES, type Role } from '../../shared/constants';

const signedIn = (role: Role | null): GuardSessionView => ({
  isLoading: false,
  isSignedIn: true,
  role,
  signedOutBy: null,
});
const SIGNED_OUT: GuardSessionView = {
  isLoading: false,
  isSignedIn: false,
  role: null,
  signedOutBy: null,
};
const LOADING: GuardSessionView = { ...SIGNED_OUT, isLoading: true };

function decide(requiredRole: Role | null, session: GuardSessionView) {
  const [snapshot] = initialTransition(routeGuardMachine, { requiredRole, session });
  return { state: snapshot.value, redirectTo: snapshot.context.redirectTo };
}

const HOME: Record<Role, string> = { admin: '/admin', investor: '/investor', creator: '/creator' };

describe('route guard machine', () => {
  it.each([null, ...ROLES])('shows loading while auth loads (required: %s)', (required) => {
    expect(decide(required, LOADING)).toEqual({ state: 'loading', redirectTo: null });
    // Even a known user waits while a sign-in or sign-out is in flight.
    expect(decide(required, { ...signedIn('admin'), isLoading: true }).state).toBe('loading');
  });

  it.each([null, ...ROLES])('sends a signed-out visitor to /login (required: %s)', (required) => {
    expect(decide(required, SIGNED_OUT)).toEqual({
      state: 'unauthenticated',
      redirectTo: '/login',
    });
    expect(decide(required, { ...SIGNED_OUT, signedOutBy: 'remote' }).redirectTo).toBe('/login');
  });

  it('sends the user to / right after they signed out in this tab', () => {
    expect(decide('investor', { ...SIGNED_OUT, signedOutBy: 'user' })).toEqual({
      state: 'unauthenticated',
      redirectTo: '/',
    });
  });

  // Every role × required role pair.
  const pairs = ROLES.flatMap((role) => ROLES.map((required) => [role, required] as const));
  it.each(pairs)('a %s on a %s route', (role, required) => {
    const decision = decide(required, signedIn(role));
    if (role === required) {
      expect(decision).toEqual({ state: 'allowed', redirectTo: null });
    } else {
      expect(decision).toEqual({ state: 'wrongRole', redirectTo: HOME[role] });
    }
  });

  it.each(ROLES)('allows a %s where no role is required', (role) => {
    expect(decide(null, signedIn(role)).state).toBe('allowed');
  });

  it('sends a user of unknown role to /creator from admin and investor routes', () => {
    expect(decide('admin', signedIn(null))).toEqual({ state: 'wrongRole', redirectTo: '/creator' });
    expect(decide('investor', signedIn(null))).toEqual({
      state: 'wrongRole',
      redirectTo: '/creator',
    });
  });

  it('refuses an unknown role on creator routes without a redirect loop', () => {
    expect(decide('creator', signedIn(null))).toEqual({ state: 'roleUnknown', redirectTo: null });
    expect(decide(null, signedIn(null)).state).toBe('allowed');
  });
});
