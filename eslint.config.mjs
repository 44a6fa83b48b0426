// Flat ESLint config for the whole workspace. The module-boundary matrix below is the
// ARCHITECTURE.md §3 contract: type layering, scope isolation (remotes never import each
// other) and platform separation (web code never depends on node-only projects).
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createJiti } from 'jiti';

// The one remote list (a plain TypeScript data module, loaded through jiti as ESLint loads TS configs).
const { REMOTE_NAMES } = await createJiti(import.meta.url).import('./libs/shared/util/routing/src/lib/remotes.ts');

const typeRules = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:contract'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:contract'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contract'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contract'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contract'] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract', 'type:util'] },
  // Test tooling composes test helpers (the e2e platform starts the identity-provider stand-ins).
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util', 'type:contract', 'type:testing'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:contract', 'type:testing'] },
];

// Test files may also use the shared test helpers (type:testing); production code may not.
const specTypeRules = typeRules.map((rule) => ({ ...rule, onlyDependOnLibsWithTags: [...rule.onlyDependOnLibsWithTags, 'type:testing'] }));

/** The boundary rule with the given type layering (scope and platform rules always apply). */
const boundaries = (types) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    banTransitiveDependencies: false,
    allow: [],
    depConstraints: [...types, ...scopeRules, ...platformRules],
  },
];

const scopes = ['shell', ...REMOTE_NAMES, 'api'];
// The API checks games by the very rules the browser plays by (issue 16: it replays 2048 with
// @meydan/games/engine), and computes charts with the astrology remote's engine (issue 17:
// @meydan/astrology/engine), so it may use those scopes' libs; the platform rules keep that to
// isomorphic and node ones. The API's quake ingestion and routes (issue 18) parse the feeds, fold
// city names and merge sources with @meydan/quakes/ingest, the quakes remote's pure core.
// Nothing outside the API may reach into a remote's scope.
const extraScopes = { api: ['scope:games', 'scope:astrology', 'scope:quakes'] };
const scopeRules = [
  ...scopes.map((scope) => ({
    sourceTag: `scope:${scope}`,
    onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared', ...(extraScopes[scope] ?? [])],
  })),
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

const platformRules = [
  { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:isomorphic'] },
  { sourceTag: 'platform:isomorphic', onlyDependOnLibsWithTags: ['platform:isomorphic'] },
  { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:isomorphic'] },
];

export default [
  {
    ignores: ['**/dist', '**/node_modules', '**/tmp', '**/.data', '**/coverage', '**/test-results', '**/playwright-report', '**/*.cjs', '**/*.mjs', '**/*.js'],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@nx/enforce-module-boundaries': boundaries(typeRules),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useSelector', 'useDispatch'], message: 'Use the typed useAppSelector/useAppDispatch from @meydan/shared/data-access/store.' },
            { name: 'react-router', message: 'Import routing from @meydan/shared/util/router (the shared, tree-shaken router singleton).' },
            { name: 'react-i18next', importNames: ['useTranslation'], message: 'Use useTranslation from @meydan/shared/util/translate: one t per language and namespace instead of a copy of the i18n instance per component.' },
          ],
        },
      ],
    },
  },
  {
    // Specs, and the harnesses in a lib's src/testing that only specs import.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/src/testing/**/*.ts', '**/src/testing/**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(specTypeRules),
    },
  },
  {
    // What a reader's page loads (issue 14): no TypeBox, DOMPurify or dayjs. Values from the
    // contracts come from their schema-free entry (types are erased and may use the main one);
    // article HTML comes sanitized from the API; dates are formatted with Intl. Forms that
    // validate are lazy chunks and may import the schemas.
    files: ['apps/shell/src/app/**/*.{ts,tsx}', 'apps/shell/src/client/**/*.ts', 'apps/content/src/**/*.{ts,tsx}', 'libs/content/**/*.{ts,tsx}', 'libs/shared/{data-access,ui,util}/**/*.{ts,tsx}', 'apps/quakes/src/**/*.{ts,tsx}', 'libs/quakes/{data-access,feature-pages}/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/src/testing/**', 'libs/shared/util/sanitizer/**', 'apps/shell/src/app/auth/{login,register}-form.tsx', 'apps/shell/src/app/survey/survey-form.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@meydan/shared/contracts', allowTypeImports: true, message: 'Import values from @meydan/shared/contracts/constants: the main entry brings every TypeBox schema into the page.' },
            { name: '@meydan/shared/util/sanitizer', message: 'Reader pages render HTML the API sanitized; the sanitizer (DOMPurify) stays on the server.' },
            { name: 'dompurify', message: 'Sanitize on the server.' },
            { name: 'dayjs', message: 'Format dates with @meydan/shared/util/i18n (Intl).' },
          ],
        },
      ],
    },
  },
  {
    // Members' pages (issue 14: no route module over 30 KB gzip): a form fetches its contract
    // checks (TypeBox) on first use through lazy/form-checks-loader.ts, the editor and previews
    // fetch the sanitizer (DOMPurify) through lazy/sanitizer-loader.ts. Values from the contracts
    // come from their schema-free entry; types may use the main one.
    files: ['apps/social/src/**/*.{ts,tsx}', 'libs/social/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/src/testing/**', 'libs/social/feature-pages/src/lazy/form-checks.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@meydan/shared/contracts', allowTypeImports: true, message: 'Import values from @meydan/shared/contracts/constants; a form validates with formChecks (lazy/form-checks-loader.ts), which brings the schemas when the form is used.' },
            { name: '@meydan/shared/util/sanitizer', importNames: ['sanitizeHtml', 'sanitizeArticleHtml'], message: 'Load the sanitizer with lazy/sanitizer-loader.ts when HTML is shown or edited: DOMPurify is not part of a page module.' },
            { name: 'dompurify', message: 'Load the sanitizer with lazy/sanitizer-loader.ts.' },
          ],
        },
      ],
    },
  },
  {
    // The router lib is the one place that imports react-router.
    files: ['libs/shared/util/router/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The store lib defines the typed hooks on top of the raw ones.
    files: ['libs/shared/data-access/store/src/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
];
