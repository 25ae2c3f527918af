import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';

/** Packages are products of their own: never an import of the site, by alias or relative path. */
const NOT_THE_SITE = {
  group: ['@/*', '**/app/**', '**/components/**', '**/lib/**', '**/i18n/**', '**/messages/**'],
  message: 'A package never imports the site.',
};

/** The site's components run in the browser: the forms host is reached over HTTP, never imported. */
const FORMS_HOST_BY_HTTP = {
  group: ['@polyfence/forms-host', '@polyfence/forms-host/*', '@/lib/formsHost', '@/packages/forms-host/*'],
  message: 'Components reach the forms host over HTTP (lib/api), never by import.',
};

/**
 * The build precompiles the catalogue for the browser: an import of it is not text in the built
 * server. Server code reads it through next-intl (getTranslations, or lib/team/settings.ts).
 */
const CATALOGUE = {
  group: ['@/messages/*', '**/messages/*.json'],
  allowTypeImports: true,
  message: 'Read messages through next-intl’s translator (see lib/team/settings.ts), not as JSON.',
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
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [FORMS_HOST_BY_HTTP],
        },
      ],
    },
  },
  {
    files: ['app/**', 'lib/**', 'i18n/**', 'scripts/**', '*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'lib/team/settings.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CATALOGUE] }],
    },
  },
  {
    files: ['components/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [FORMS_HOST_BY_HTTP, CATALOGUE],
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
