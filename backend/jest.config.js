// Two tiers (STYLE.md #12): unit specs next to the code, API specs on real PostgreSQL + Redis.
const fs = require('node:fs');
const path = require('node:path');

const swcConfig = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
const transform = { '^.+\\.ts$': ['@swc/jest', { ...swcConfig, swcrc: false }] };

/** @type {import('jest').Config} */
module.exports = {
  // Also set here: Jest reads testTimeout from the root config for hooks as well (a slow
  // createTestApp in beforeAll on a busy machine must not fail at the 5 s default).
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      testEnvironment: 'node',
      transform,
    },
    {
      displayName: 'api',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/api/**/*.api-spec.ts'],
      testEnvironment: 'node',
      transform,
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      testTimeout: 30000,
    },
  ],
};
