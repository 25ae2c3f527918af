import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';

/** Packages are products of their own: never an import of the site, by alias or relative path. */
const NOT_THE_SITE = {
  group: ['@/*', '**/app/**', '**/components/**', '**/lib/**', '**/i18n/**', '**/messages/**'],
  message: 'A package never imports the site.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NOT_THE_SITE] }],
    },
  },
  {
    // What the browser and the forms host share runs in both: no React, no Node, no site.
    files: ['packages/lead-contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_THE_SITE,
            {
              group: ['react', 'react-dom', 'next', 'next/*', 'node:*'],
              message: 'The lead contract runs in the browser and in the host alike.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site's components run in the browser: the forms host is reached over HTTP, never imported.
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@polyfence/forms-host',
                '@polyfence/forms-host/*',
                '@/lib/formsHost',
                '@/packages/forms-host/*',
              ],
              message: 'Components reach the forms host over HTTP (lib/api), never by import.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'bench/bare/.next/**',
    'leads-export-*/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'data/**',
  ]),
]);
