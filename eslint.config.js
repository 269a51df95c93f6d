// ESLint flat config. Type-aware rules for every part, plus import rules that keep
// DESIGN.md's direction: routes → features → (session, ui, api, db, lib, contract, test); a
// feature never imports another feature, not even its index: what two features share lives
// in a shared layer, and a page that shows several features' parts is composed by its route
// file or by the app shell (slots such as ui/member's CardActions). The server imports only
// src/contract from src/, and its layers go server/routes → server/plugins → server/http →
// server/domain → server/db (see serverZones).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'
import { serverLayerZones, serverZones } from './eslint/server-zones.js'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const shared = [
  './src/session',
  './src/ui',
  './src/api',
  './src/db',
  './src/lib',
  './src/contract',
  './src/test',
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-ssr',
      'node_modules',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      'src/locales-compiled',
      'locales/**/*.ts',
      'locales/**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: './tsconfig.*.json',
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: false, project: null },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // shared layers never reach up into app, routes or features
            ...shared.map((target) => ({
              target,
              from: ['./src/app', './src/routes', './src/features'],
              message:
                'Shared layers (session, ui, api, db, lib, contract, test) must not import features, the app or routes.',
            })),
            // features never reach up into routes or the shell
            {
              target: './src/features',
              from: ['./src/routes', './src/app'],
              message: 'Features must not import routes or the app shell.',
            },
            // no feature imports another feature, its index included
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message:
                'A feature must not import another feature: share through session, ui, db, lib or contract, or let the route (or app) compose them.',
            })),
            // the contract is pure: no DOM layers
            {
              target: './src/contract',
              from: ['./src/session', './src/ui', './src/api', './src/db', './src/lib'],
              message: 'The contract imports nothing but zod.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to fetch and poll (DESIGN "Client data", issue 31): a page's own AbortController
    // or setInterval is a fetch lifecycle written by hand, without the retry, the stale-answer
    // guard and the hidden-page pause of src/api. A clock that is not data (a countdown) says
    // so in an eslint-disable comment with its reason.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/api/**',
      'src/test/**',
      'src/**/*.test.{ts,tsx}',
      // The service worker's update check: registration.update() now and then while the tab
      // is visible, outside React; it keeps no data and has nothing to abort.
      'src/features/pwa/register.ts',
      // The slideshow's timer turns slides, it fetches nothing.
      'src/features/landers/kinds/SlideshowLander.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AbortController']",
          message:
            'Fetch through useSync / usePolledSync / useSyncRunner (src/api/use-sync.ts): they abort, retry and guard against stale answers.',
        },
        {
          selector:
            "CallExpression[callee.name='setInterval'], CallExpression[callee.property.name='setInterval']",
          message:
            'Poll with usePolledSync (src/api/use-sync.ts), which pauses while the page is hidden and retries with backoff; a clock that is not data says why in an eslint-disable comment.',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['server/domain/**/*.ts', 'server/db/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...serverLayerZones] }],
    },
  },
  {
    // Routes parse, call the domain and answer: no queries of their own. Their tests may read
    // rows to check what a call did.
    files: ['server/routes/**/*.ts'],
    ignores: ['server/routes/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverZones,
            {
              target: './server/routes',
              from: './server/db',
              message: 'Routes reach the database only through server/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Dexie stays behind each feature's cache.ts (and the chats' outbox-cache.ts beside it:
    // DESIGN "Client data", issue 31): the rest of a
    // feature reads and writes its tables through the small functions there, so every read,
    // write and transaction of a table is in one file. Types of the rows may be imported
    // anywhere; db/cards.ts (the shared cards) is allowed too. import() is not checked by this
    // rule: a lazy load imports the feature's cache.ts (as pwa/session-end.ts does).
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: [
      'src/features/*/cache.ts',
      'src/features/chats/outbox-cache.ts',
      'src/features/**/*.test.{ts,tsx}',
      // The tests' shared set-up beside them (test-outbox.ts, …) prepares and reads the rows.
      'src/features/**/test-*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['dexie', 'dexie-react-hooks'].map((name) => ({
            name,
            allowTypeImports: true,
            message: "Use Dexie in the feature's cache.ts only.",
          })),
          patterns: [
            {
              regex: '^(\\.\\./)+db(/(index|db|live-query)(\\.tsx?)?)?/?$',
              allowTypeImports: true,
              message:
                "Reach the Dexie database through the feature's cache.ts: add a small function there.",
            },
          ],
        },
      ],
    },
  },
  {
    // API test files share a worker's modules (vitest.config.ts): a vi.mock would outlive its file.
    files: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/mock$/i]",
          message: 'API test files share their modules: pass a stand-in, or use vi.spyOn.',
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts', 'public/sw-push.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Small files with one job (issue 31): no file over 300 lines and no function over 120.
    // Data is exempt, as long as the world it lists: the contract's table of calls, the
    // server's catalog source, the fictional profiles' texts.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'src/contract/endpoints.ts',
      'server/domain/i18n/server-texts.ts',
      'server/domain/demo/profile-texts.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  {
    // A test's describe callback is a list of cases, not a function with one job: tests keep
    // the file limit only.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.spec.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
)
