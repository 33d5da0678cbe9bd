import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The web client's layers: a feature imports neither another feature nor the application
// (src/app composes them); shared pieces live in src/components and src/lib, which import
// neither. One block per feature folder, so that a new feature is covered when it is created.
const webFeatures = readdirSync(join(import.meta.dirname, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const appImport = {
  regex: '(^|/)app(/|$)',
  message: 'Only src/app composes the shop: import shared code from src/components or src/lib.',
};
// The shop's links are components/ShopLink: React Router's Link and NavLink carry the framework
// mode's prefetching into the first load.
const routerLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: "Use components/ShopLink: React Router's Link brings code the shop does not use into the first load.",
};
const featureBoundaries = webFeatures.map((feature) => {
  const others = webFeatures
    .filter((other) => other !== feature)
    .map(escapeRegex)
    .join('|');
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            {
              regex: `(^|/)features/(?!${escapeRegex(feature)}/)|^(\\.\\./)+(${others})(/|$)`,
              message:
                'Features never import each other: move the shared piece to src/components or src/lib, or compose the features in src/app.',
            },
            appImport,
          ],
        },
      ],
    },
  };
});

const graphqlLayer = {
  regex: '(^|/)graphql/(?!generated/)',
  message: 'Services take a RequestContext and throw ServiceError; only gateway/src/graphql knows GraphQL.',
};
const ioModules = [
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'http2',
  'dgram',
  'dns',
  'tls',
  'child_process',
  'worker_threads',
  'cluster',
];
const impureModules = [
  ...ioModules.flatMap((name) => [name, `node:${name}`]),
  'undici',
  'ioredis',
  'kysely',
  'mercurius',
  'graphql',
].map((name) => ({ name, message: 'gateway/src/domain is pure: no I/O, no transport.' }));
const domainBans = [
  {
    group: ['fastify', 'fastify/**', '@fastify/**', 'graphql/**'],
    message: 'gateway/src/domain knows no transport.',
  },
  {
    group: ['**/upstream/**'],
    message: 'gateway/src/domain works on normalised values, not on the upstream.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/gql/**',
      'gateway/src/graphql/generated/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [routerLinks] }],
    },
  },
  ...featureBoundaries,
  // Classic scripts served as they are (web/public): the browser's globals, no modules.
  {
    files: ['web/public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        document: 'readonly',
        addEventListener: 'readonly',
        requestAnimationFrame: 'readonly',
        setTimeout: 'readonly',
        Event: 'readonly',
        HTMLInputElement: 'readonly',
        HTMLSelectElement: 'readonly',
        HTMLTextAreaElement: 'readonly',
      },
    },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            { regex: '(^|/)features(/|$)', message: 'Shared code never depends on a feature.' },
            appImport,
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Services know no transport: only the GraphQL layer (and the app that mounts it) imports it,
  // its generated types aside.
  {
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/graphql/**', 'gateway/src/app.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [graphqlLayer] }] },
  },
  // The business rules are pure: no transport, no I/O, no upstream.
  {
    files: ['gateway/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: impureModules, patterns: [graphqlLayer, ...domainBans] }],
    },
  },
  // The route table is read by the browser and by the gateway alike: it imports nothing but
  // itself (its tests aside), so that either side loads it as it is.
  {
    files: ['routes/src/**/*.ts'],
    ignores: ['routes/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'The route table imports only its own files.' }] },
      ],
    },
  },
  // The offline package's shape is read by the browser and by the gateway alike: types only, and
  // nothing imported, so that either side loads it as it is.
  {
    files: ['offline-package/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'The offline package imports only its own files.' }] },
      ],
    },
  },
  // How the search reads words, how amounts are rounded and added up and what a size's
  // availability says are read by the gateway and the device's offline order book alike: they
  // import nothing but themselves (tests aside).
  {
    files: ['search-words/src/**/*.ts', 'amounts/src/**/*.ts', 'availability/src/**/*.ts'],
    ignores: ['search-words/src/**/*.test.ts', 'amounts/src/**/*.test.ts', 'availability/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'A shared rule package imports only its own files.' }] },
      ],
    },
  },
  // The contract explains itself (DESIGN §5.10): every type, field, argument and enum value of
  // every schema file is described, with schema-recommended's rules that fit a schema whose
  // older names stay stable.
  {
    files: ['schema/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: 'schema/*.graphql' } } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      '@graphql-eslint/require-description': [
        'error',
        { types: true, rootField: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true, ScalarTypeDefinition: true },
      ],
      // A one-line description is written inline, a longer one as a block: both styles belong.
      '@graphql-eslint/description-style': 'off',
      // Values such as Money, Price or a page of results have no identity of their own.
      '@graphql-eslint/strict-id-in-types': 'off',
      '@graphql-eslint/require-nullable-result-in-root': 'off',
      '@graphql-eslint/input-name': ['error', { checkInputType: true, caseSensitiveInputType: false }],
    },
  },
);
