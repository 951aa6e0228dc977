// POST /__dev/closing/run reads its body as every /api body does (validJson): an empty
// body runs the whole job now, and a body that is not the run's shape is a clear 4xx.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app';

const RUN = 'http://127.0.0.1:8714/__dev/closing/run';

function run(body: string, contentType = 'application/json'): Promise<Response> {
  return Promise.resolve(
    app.fetch(
      new Request(RUN, { method: 'POST', headers: { 'Content-Type': contentType }, body }),
      { ...env, DEV_TOOLS: 'true' },
    ),
  );
}

describe('the development closing run body', () => {
  it('runs the whole job on an empty body', async () => {
    const res = await run('');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ results: expect.any(Array) });
  });

  it('refuses a time that is not an ISO timestamp with 422 naming the field', async () => {
    const res = await run(JSON.stringify({ at: 'tomorrow' }));
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as {
      error: { code: string; details: Record<string, string> };
    };
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.details)).toEqual(['at']);
  });

  it('refuses an unknown field, a body that is not JSON and one that is not sent as JSON', async () => {
    expect((await run(JSON.stringify({ projectId: 'p', everyone: true }))).status).toBe(422);
    expect((await run('{"at":')).status).toBe(400);
    expect((await run('at=now', 'application/x-www-form-urlencoded')).status).toBe(415);
  });
});
