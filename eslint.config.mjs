// ESLint flat config: Next's core-web-vitals and TypeScript rules (react, react-hooks, jsx-a11y,
// import), run with --max-warnings 0 by `npm run lint`, so a warning is as blocking as an error.
import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import areaCycles from './eslint/area-cycles.mjs';
import boundaries from './eslint/boundaries.mjs';

const config = [
  ...next,
  ...nextTs,
  // The house's import boundaries (components without lib/db, services between areas, no seed at run time).
  ...boundaries,
  // No import cycles between areas under lib/ (eslint/area-cycles.mjs).
  ...areaCycles,
  {
    rules: {
      // `const { secret: _secret, ...dto } = row` is how we drop fields from a DTO: allowed, nothing else unused is.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // The rule checks links against a pages/ directory, which we do not have; internal links go
      // through next-intl's typed Link (lib/i18n/navigation.ts), and the global not-found page has no
      // locale to link with.
      '@next/next/no-html-link-for-pages': 'off',
      // The hooks rules are errors: an effect with a dependency that changes every render is how
      // the search map once sent 100 requests in 20 s.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests are .ts files without JSX: createElement with a `children` prop is their way to write it.
    files: ['tests/**'],
    rules: { 'react/no-children-prop': 'off' },
  },
  {
    // cms/ is a Strapi project of its own, in CommonJS as Strapi loads it.
    files: ['cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'drizzle/**',
      'next-env.d.ts',
      'cms/public/**',
      // Written by openapi-typescript (tests/contract/openapi.test.ts checks it against the document).
      'tests/contract/openapi-client/provider-api.ts',
    ],
  },
];

export default config;
