// Jest runs every server, package and system test straight from TypeScript: ts-jest transpiles each file
// on its own (isolatedModules in tsconfig.jest.json, no type check: `tsc -b` does that) and keeps the decorator metadata NestJS and
// class-validator need. Workspace packages resolve to their build output, which `npm test` builds first, so
// each package is loaded once, as the services load it. Web component tests stay on Vitest (see README).
/** @type {import('ts-jest').TsJestTransformerOptions} */
const tsJest = { tsconfig: '<rootDir>/tsconfig.jest.json' };

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', tsJest] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/web/'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Tests share one Postgres and NATS server; each file uses its own databases and namespace.
  injectGlobals: false,
  setupFiles: ['<rootDir>/packages/testing/jest/same-realm-json.cjs'],
};

/** @type {import('jest').Config} */
module.exports = {
  // Databases released by test files are dropped together at the end (see global-teardown.cjs).
  globalSetup: '<rootDir>/packages/testing/jest/global-setup.cjs',
  globalTeardown: '<rootDir>/packages/testing/jest/global-teardown.cjs',
  testSequencer: '<rootDir>/packages/testing/jest/slow-first-sequencer.cjs',
  // Integration and browser tests start real servers; a hung one still fails within three minutes.
  testTimeout: 180_000,
  projects: [
    {
      ...shared,
      displayName: 'unit and integration',
      roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/infra'],
      testMatch: ['**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'system and browser',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.spec.ts'],
      // The files on the default configuration share one portal stack per worker (sharedTestStack).
      testEnvironment: '<rootDir>/e2e/support/shared-stack-environment.cjs',
      globalSetup: '<rootDir>/e2e/support/shared-stack-setup.cjs',
      globalTeardown: '<rootDir>/e2e/support/shared-stack-teardown.cjs',
    },
  ],
};
