import { describe, expect, it } from 'vitest';
import { readAtMost } from '../../../worker/http/read-at-most';

/** A body that arrives in `chunks`, with no declared length: only reading can size it. */
function streamed(chunks: number[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [i, size] of chunks.entries()) controller.enqueue(new Uint8Array(size).fill(i));
      controller.close();
    },
  });
  return new Request('https://example.test/upload', { method: 'POST', body });
}

describe('readAtMost', () => {
  it('returns the whole body, in order, when it fits exactly', async () => {
    const bytes = await readAtMost(streamed([3, 2]), 5);
    expect(bytes && [...bytes]).toEqual([0, 0, 0, 1, 1]);
  });

  it('refuses a body whose declared length is over the limit without reading it', async () => {
    const request = new Request('https://example.test/upload', {
      method: 'POST',
      headers: { 'Content-Length': '6' },
      body: 'abcdef',
    });
    expect(await readAtMost(request, 5)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it('refuses a body that streams past the limit', async () => {
    expect(await readAtMost(streamed([4, 4]), 5)).toBeNull();
  });

  it('reads a request without a body as empty', async () => {
    const bytes = await readAtMost(new Request('https://example.test/upload'), 5);
    expect(bytes?.byteLength).toBe(0);
  });
});
