import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Reporters are left to the CLI so `--reporter=default --reporter=json --outputFile=…` works as the root runner expects.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.spec.{ts,tsx}', 'vite/**/*.spec.ts'],
      css: false,
      // antd renders heavily in jsdom; the 2-core CI machine needs head-room.
      testTimeout: 20_000,
      hookTimeout: 20_000,
      // One jsdom and one module registry per worker instead of one per file: loading antd and React again for
      // each of 65 files cost more than all the tests. setup.ts resets what a test can leave behind.
      isolate: false,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
