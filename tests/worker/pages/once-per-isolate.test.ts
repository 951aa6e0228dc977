import { describe, expect, it, vi } from 'vitest';
import { oncePerIsolate } from '../../../worker/pages/once-per-isolate';

describe('what the assets hold is read once per isolate', () => {
  it('reads once, however many requests ask at once or later', async () => {
    const read = vi.fn(async () => '<html>');
    const shell = oncePerIsolate(read);
    await expect(Promise.all([shell(), shell()])).resolves.toEqual(['<html>', '<html>']);
    await expect(shell()).resolves.toBe('<html>');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed read instead of failing from then on', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('The page shell is missing (assets answered 503)'))
      .mockResolvedValue('<html>');
    const shell = oncePerIsolate(read);
    await expect(shell()).rejects.toThrow('answered 503');
    await expect(shell()).resolves.toBe('<html>');
    await expect(shell()).resolves.toBe('<html>');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
