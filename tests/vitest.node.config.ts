import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Machines and shared code: plain Node, no DOM. */
export default defineConfig({
  test: {
    name: 'node',
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    include: [
      'tests/shared/**/*.test.ts',
      'tests/machines/**/*.test.ts',
      'tests/scripts/**/*.test.ts',
      'tests/hosted-schema/**/*.test.ts',
    ],
  },
});
