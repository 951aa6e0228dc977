import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { emotionServerBuilds } from '../../scripts/lib/emotion-server-builds';

type ResolveId = (id: string) => string | null;

describe("the dashboard worker's emotion builds", () => {
  it("resolves emotion's packages to their worker builds, and nothing else", () => {
    const plugin: Plugin = emotionServerBuilds();
    const resolve = plugin.resolveId as unknown as ResolveId;
    const react = resolve('@emotion/react');
    expect(react).toMatch(/emotion-react\.edge-light\.esm\.js$/);
    expect(existsSync(react ?? '')).toBe(true);
    expect(resolve('@emotion/cache')).toMatch(/emotion-cache\.edge-light\.esm\.js$/);
    // A package with one build for all (no worker condition) resolves as usual.
    expect(resolve('@emotion/hash')).toBeNull();
    expect(resolve('@emotion/react/jsx-runtime')).toBeNull();
    expect(resolve('react')).toBeNull();
  });
});
