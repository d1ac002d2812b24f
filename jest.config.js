/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test/unit'],
  setupFilesAfterEnv: ['<rootDir>/test/unit/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  // The live editor imports Sucrase's ES module pieces (src/live/transpile.ts): transform them too.
  transformIgnorePatterns: ['/node_modules/(?!(sucrase/dist/esm|stemmer)/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  // The search index the evaluation suites read is built once, before any worker starts.
  globalSetup: '<rootDir>/test/unit/jest/globalSetup.ts',
  // Those suites are most of the time: they start first, one per worker.
  testSequencer: '<rootDir>/test/unit/jest/sequencer.js',
  // One worker per core (Jest's default leaves one core to its parent process, which only
  // collects results: on a 2-core machine that halves the unit tests' speed).
  maxWorkers: '100%',
};
