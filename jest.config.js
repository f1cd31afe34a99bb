// ts-jest in ESM mode, transpile-only: `npm run typecheck` (tsc --noEmit) checks types.
import { createDefaultEsmPreset } from 'ts-jest';

const preset = createDefaultEsmPreset({ tsconfig: 'tsconfig.json' });

export default {
  ...preset,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/action-tests', '<rootDir>/scripts', '<rootDir>/test-support'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 30000,
};
