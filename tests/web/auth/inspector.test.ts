import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';

const next = vi.fn();
const createBrowserInspector = vi.fn((_options: unknown) => ({ inspect: { next } }));
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

const { devInspector } = await import('../../../web/lib/inspector');

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.clearAllMocks();
});

describe('devInspector', () => {
  it('is off unless asked for', () => {
    expect(devInspector()).toBeUndefined();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it('with ?inspect, loads the Stately inspector and replays events sent before it loaded', async () => {
    window.history.replaceState(null, '', '/login?inspect');
    const inspect = devInspector();
    expect(inspect).toBeTypeOf('function');
    const early = { type: '@xstate.event' } as InspectionEvent;
    inspect?.(early);
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith(early));
    const late = { type: '@xstate.snapshot' } as InspectionEvent;
    inspect?.(late);
    expect(next).toHaveBeenLastCalledWith(late);
  });

  it('redacts passwords and tokens before they reach the inspector', async () => {
    window.history.replaceState(null, '', '/?inspect');
    devInspector();
    await vi.waitFor(() => expect(createBrowserInspector).toHaveBeenCalled());
    const options = createBrowserInspector.mock.calls[0]?.[0] as {
      sanitizeEvent: (event: object) => object;
      sanitizeContext: (context: object) => object;
    };
    expect(
      options.sanitizeEvent({ type: 'session.signIn', email: 'a@b.c', password: 'secret' }),
    ).toEqual({ type: 'session.signIn', email: 'a@b.c', password: '[redacted]' });
    expect(options.sanitizeContext({ accessToken: 'jwt', user: null })).toEqual({
      accessToken: '[redacted]',
      user: null,
    });
  });
});
