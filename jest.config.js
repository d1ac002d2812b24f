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
};
