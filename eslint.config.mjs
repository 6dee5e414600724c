// One lint setup for the whole tree: type-aware typescript-eslint rules, React hooks rules for the web, jest
// rules for the server tests, and import boundaries that keep services and web features apart.
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const here = new URL('.', import.meta.url);
const dirsOf = (path) =>
  readdirSync(new URL(path, here), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const services = dirsOf('services/');
const features = dirsOf('web/src/features/');

/** A service reaches another only over NATS through the contracts, never by importing its code. */
const serviceBoundaries = services.map((service) => ({
  files: [`services/${service}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: services
          .filter((other) => other !== service)
          .map((other) => ({
            group: [`**/services/${other}/**`, `**/${other}/src/**`, `@portal/${other}`, `@portal/${other}/**`],
            message: `The ${service} service must not import the ${other} service: talk over NATS through @portal/contracts.`,
          })),
      },
    ],
  },
}));

/** Web features stay independent (as bulletproof-react keeps them): shared widgets live in components/ or lib/. */
const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`../${other}`, `../${other}/**`, `**/features/${other}`, `**/features/${other}/**`],
            message: `Feature "${feature}" must not import feature "${other}": move what both need to web/src/components or web/src/lib.`,
          })),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.test-results/**',
      'web/dist/**',
      'web/src/api/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // Nest's guards, pipes and interceptors are async by contract even when one step needs no await.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in a config loader (a *.config.ts file).',
        },
      ],
    },
  },
  {
    // Plain JavaScript (configs, scripts): no type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      'no-restricted-syntax': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Config loaders are the one place that reads the environment.
    files: ['**/*.config.ts', '**/config.ts', '**/*-config.ts', 'scripts/**', '*.config.{js,mjs}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An async onClick/onFinish handler is how React and Ant Design forms are written.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts', 'packages/testing/**/*.ts'],
    plugins: { jest },
    rules: {
      // Tests read JSON answers loosely and assert on them; the assertions are the type check there.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // node:assert and jest's expect bind their own methods.
      '@typescript-eslint/unbound-method': 'off',
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/no-identical-title': 'error',
      'jest/valid-title': 'error',
    },
  },
  {
    // The web calls the API only through the generated client (web/src/api/client.ts): a route's path is
    // written only as the first argument of api.GET/POST/PUT/DELETE or apiUrl (or in a type), where the compiler checks it
    // against the gateway's description. Tests and their fixtures stub routes by path.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.spec.{ts,tsx}', 'web/src/test/**', 'web/src/**/*-fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in a config loader (a *.config.ts file).',
        },
        {
          selector:
            'Literal[value=/^\\/api\\//]' +
            ':not(CallExpression[callee.property.name=/^(GET|POST|PUT|DELETE|PATCH|HEAD)$/] > Literal.arguments:first-child)' +
            ":not(CallExpression[callee.name='apiUrl'] > Literal.arguments:first-child)" +
            // A route named in a type (paths['/api/…']) is checked against the description too.
            ':not(TSLiteralType > Literal)',
          message:
            "Call the API through the generated client: api.GET('/api/…') or apiUrl('/api/…'), not a hand-written URL.",
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]',
          message:
            "Call the API through the generated client: api.GET('/api/…') or apiUrl('/api/…'), not a hand-written URL.",
        },
      ],
    },
  },
  {
    // No English-only text (issue 31): what web/src shows comes from the i18n catalogues (web/src/i18n/locales), so
    // text between JSX tags and the attributes people read or hear (title, placeholder, aria-label, alt, and our
    // components' label, hint and extra) may not be a literal string. Every screen is covered, new ones included;
    // only tests are exempt.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.spec.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['title', 'placeholder', 'aria-label', 'alt', 'label', 'hint', 'extra'],
            // Every other attribute (className, href, name, autoComplete, …) is code, not text.
            exclude: ['.*'],
          },
          message: 'Text shown to people comes from the i18n catalogues (t(...) or <Trans>), not a literal',
        },
      ],
    },
  },
  ...serviceBoundaries,
  ...featureBoundaries,
  prettier,
);
