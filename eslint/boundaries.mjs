// The project's import boundaries (ARCHITECTURE.md, "Areas"), as flat-config entries of ESLint's built-in
// no-restricted-imports:
// - runtime code never imports the seed (only lib/db, scripts and tests may);
// - components never import lib/db: values and types come from the area's schema.ts;
// - pages and components never import a repository: data comes from services;
// - an area under lib/ calls other areas through their services, never their repositories;
// - lib/ never imports scripts/: the server and the commands build on lib, not the other way round
//   (what the app and the server share in one process lives in lib: lib/bridges/page-bridge.ts);
// - React Query's hooks come from lib/api/queries.ts, which hands them the shared client: no
//   provider at the root holds one;
// - server code translates through lib/i18n/translations.ts, whose translators share the process's
//   parsed messages and Intl formatters; a translator outside a request comes from
//   lib/i18n/shared-formatters.ts, on the same formatters.
//
// ESLint replaces a rule's options when a later entry matches the same file, so each entry below
// repeats the restrictions of the entries before it that also match its files.
import { readdirSync } from 'node:fs';

const SOURCE_FILES = ['**/*.{ts,tsx,js,jsx,mjs,cjs}'];

const seed = {
  group: ['@/lib/db/seed'],
  message: 'The seed is for `npm run seed`, scripts and tests; runtime code never imports it.',
};
const database = {
  // The seed has its own message (lib/db has no index module to import bare).
  group: ['@/lib/db/*', '!@/lib/db/seed'],
  message: "Components never import lib/db: take values and types from the area's schema.ts, data from its service.",
};
const repositories = (ownArea) => ({
  group: ['@/lib/*/repository', '@/lib/*/*-repository', ...(ownArea ? [`!@/lib/${ownArea}/**`] : [])],
  message: "Call the area's service; only the area itself (its service) talks to its repository.",
});

const scripts = {
  group: ['@/scripts/*', '**/scripts/*'],
  message: 'lib never imports scripts/: move what both need into lib (the server imports lib, not the other way round).',
};

const queryHooks = {
  name: '@tanstack/react-query',
  importNames: ['useQuery', 'useQueries', 'useInfiniteQuery', 'useSuspenseQuery', 'useMutation', 'useQueryClient', 'QueryClientProvider'],
  message: 'Take the hooks from @/lib/api/queries: they use the shared client, and no provider at the root holds one.',
};

const serverTranslations = {
  name: 'next-intl/server',
  importNames: ['getTranslations'],
  message: "Take getTranslations from @/lib/i18n/translations: next-intl's own parses every message again for each request.",
};

const sharedTranslator = {
  name: 'next-intl',
  importNames: ['createTranslator'],
  message: "Take createTranslator from @/lib/i18n/shared-formatters: it keeps the process's parsed messages and Intl formatters.",
};

const restrict = (files, patterns, ignores, paths = [queryHooks, serverTranslations, sharedTranslator]) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});

// lib/db is the database layer, not an area: its seed writes through the repositories.
const areas = readdirSync(new URL('../lib/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'db')
  .map((entry) => entry.name);

const boundaries = [
  restrict(SOURCE_FILES, [seed], ['lib/db/**', 'scripts/**', 'tests/**']),
  restrict(['app/**'], [seed, repositories()]),
  restrict(['components/**'], [seed, database, repositories()]),
  ...areas.map((area) => restrict([`lib/${area}/**`], [seed, scripts, repositories(area)])),
  restrict(['lib/api/queries.ts'], [seed, scripts, repositories('api')], undefined, [serverTranslations, sharedTranslator]),
  restrict(['lib/i18n/translations.ts'], [seed, scripts, repositories('i18n')], undefined, [queryHooks, sharedTranslator]),
  restrict(['lib/i18n/shared-formatters.ts'], [seed, scripts, repositories('i18n')], undefined, [queryHooks, serverTranslations]),
];

export default boundaries;
