/**
 * A stand-in hosted Supabase project for proxy-mode tests: the worker runs in the test's
 * isolate, so replacing the global fetch intercepts its outbound calls.
 */
import { env } from 'cloudflare:test';
import { vi } from 'vitest';
import type { Env } from '../../../worker/env';

export const UPSTREAM = 'https://project-ref.supabase.test';

/** The worker's bindings with proxy mode switched on. */
export function proxyEnv(): Env {
  return { ...env, SUPABASE_URL: UPSTREAM, SUPABASE_ANON_KEY: 'real-anon-key' };
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  signal: AbortSignal;
}

/** Routes every outbound fetch to `handler`, recording what the worker sent. */
export function stubUpstream(handler: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const recorded: RecordedRequest = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.text() : '',
      signal: init?.signal ?? request.signal,
    };
    requests.push(recorded);
    return handler(recorded);
  });
  return { requests };
}
