import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Chakra from '@chakra-ui/react';
import { chakraLazyGlobalCss, lazyGlobalCss } from '../../scripts/lib/chakra-lazy-global-css';

type SystemModule = typeof Chakra;

const chakraEntry = createRequire(import.meta.url).resolve('@chakra-ui/react');
const systemFile = path.join(path.dirname(chakraEntry), '..', 'esm', 'styled-system', 'system.js');

describe('the build step that makes Chakra compute its global CSS on first read', () => {
  it('recognises the installed Chakra, and refuses a source of another shape', () => {
    const source = readFileSync(systemFile, 'utf8');
    const lazy = lazyGlobalCss(source);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('get _global()');
    expect(() => lazyGlobalCss(source.replace('getTokenCss()];', 'getTokenCss(), x];'))).toThrow(
      /no longer builds `_global`/,
    );
  });

  describe('applied to the installed Chakra', () => {
    let server: ViteDevServer;
    let lazyChakra: SystemModule;
    beforeAll(async () => {
      // Chakra loaded through Vite with the plugin, as the build sees it.
      server = await createServer({
        configFile: false,
        logLevel: 'silent',
        appType: 'custom',
        server: { middlewareMode: true, ws: false },
        plugins: [chakraLazyGlobalCss()],
        ssr: { noExternal: ['@chakra-ui/react'] },
      });
      lazyChakra = (await server.ssrLoadModule('@chakra-ui/react')) as SystemModule;
    }, 60_000);
    afterAll(() => server?.close());

    it('computes `_global` only when read, then keeps it, equal to the eager system', async () => {
      const eager = await import('@chakra-ui/react');
      const system = lazyChakra.createSystem(lazyChakra.defaultConfig);
      const field = Object.getOwnPropertyDescriptor(system, '_global');
      expect(field?.get).toBeTypeOf('function');
      const first = system._global;
      expect(system._global).toBe(first);
      expect(first).toEqual(eager.createSystem(eager.defaultConfig)._global);
    });
  });
});
