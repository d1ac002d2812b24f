import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'next-env.d.ts',
      'src/demos/demo-index.generated.ts',
      'src/content/content-index.generated.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
    ],
  },
  {
    rules: {
      // Static export: browser-only state (cookies, storage, viewport) is read after mount on
      // purpose, so the hydrated HTML matches the exported HTML.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
