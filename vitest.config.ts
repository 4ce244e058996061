import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    testTimeout: 10000,
    // Every core: Vitest's default leaves one free, which on a 2-core machine runs the 105 files one at a time
    // (83 s against 55 s). Files of pure logic opt into the node environment (no document to build).
    maxWorkers: availableParallelism(),
    // A worker keeps its modules from file to file instead of loading them again for each: measured on this
    // machine under the same load, 134 s isolated against 89-96 s, every test passing either way (two runs).
    // So a file must not count on module state left as it was loaded: it sets up what it needs.
    isolate: false,
    // As the browser tests do on CI (playwright.config.ts): one retry for a timing flake on a loaded machine.
    retry: process.env.CI ? 1 : 0,
  },
});
