import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Web components in jsdom with Testing Library. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'jsdom',
    include: ['tests/web/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/web/setup.ts'],
    css: false,
    testTimeout: 15_000,
  },
});
