// One lint configuration for every workspace.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Module boundaries (issue 16; docs/architecture.md, "Boundaries"). One rule, ESLint's own
// no-restricted-imports, with path patterns generated per folder depth (a relative import's text
// says where it lands only together with the importing file's depth).
//
// Backend:
// - A module (backend/src/modules/<name>/) is entered from outside only through its index.ts,
//   imported as '../<name>': the services, Nest modules, DTOs, types and enums other modules use.
//   Entities are exported as types only (`export type { Product }`), so another module can declare
//   a relation (`@ManyToOne('Product')`) but never open a repository on a table it does not own.
// - A module never imports its own index.ts (its files import each other directly), and reaches
//   outside modules/ only into core/.
// - core/ imports no module and none of the app's composition files.
// - The composition root (src/*.ts, src/cli/, src/seed/) may also import a module's Nest module
//   files (*.module.ts, for the worker's processors) and its <name>.entities.ts (the entity list).
// Frontend:
// - A feature (frontend/src/features/<name>/) imports no other feature; what two features share
//   lives in components/, hooks/, lib/, utils/ or types/.
// - components/, hooks/, lib/, utils/, config/ and types/ import no feature.
// - app/ (routes, store) and testing/ compose features and may import any of them.
const DEPTHS = [0, 1, 2, 3, 4];
const up = (count) => `(\\.\\./){${count}}`;
const below = (depth) => '*/'.repeat(depth);
const restrict = (...patterns) => ['error', { paths: REDUX_PATHS, patterns }];

// Typed hooks from app/hooks.ts only (RTK template convention); repeated in every frontend block
// that sets no-restricted-imports, since a later block replaces the rule's options.
const REDUX_PATHS = [
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector'],
    message: 'Use useAppDispatch/useAppSelector from @/app/hooks.',
  },
];

const backendBoundaries = DEPTHS.flatMap((depth) => [
  {
    files: [`backend/src/modules/*/${below(depth)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${up(depth + 1)}[^./][^/]*/`,
              message: "Another module's file: import what it exports from its index.ts ('../<module>').",
            },
            {
              regex: `^\\.\\.?(/\\.\\.){0,${depth}}/?$`,
              message: "A module's own index.ts is for other modules: import the file itself.",
            },
            {
              regex: `^${up(depth + 2)}(?!core/|\\.\\./)`,
              message: 'Outside modules/, a module imports core/ only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`backend/src/core/${below(depth)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^${up(depth + 1)}(?!core/|\\.\\./)`, message: 'core/ imports no module.' }] },
      ],
    },
  },
]);

const compositionRoot = [
  { files: ['backend/src/*.ts'], prefix: '\\./modules/' },
  { files: ['backend/src/cli/*.ts', 'backend/src/seed/*.ts'], prefix: '\\.\\./modules/' },
].map(({ files, prefix }) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^${prefix}[^/]+/(?!(.+/)?[^/]+\\.module$)(?![^/]+\\.entities$)`,
            message: "A module's index.ts, its *.module.ts or its <name>.entities.ts only.",
          },
        ],
      },
    ],
  },
}));

const FEATURES = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const frontendBoundaries = [
  ...FEATURES.flatMap((feature) =>
    DEPTHS.map((depth) => ({
      files: [`frontend/src/features/${feature}/${below(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': restrict(
          {
            regex: `^@/features/(?!${feature}/)`,
            message: 'Features never import each other: what two features share moves to components/, hooks/ or lib/.',
          },
          { regex: `^${up(depth + 1)}`, message: "Outside its own folder, a feature imports by '@/...' paths." },
        ),
      },
    })),
  ),
  {
    files: ['frontend/src/{components,hooks,lib,utils,config,types}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '^(@/|(\\.\\./)+)features/',
        message: 'Shared code imports no feature: the feature passes what it needs, or the piece moves here.',
      }),
    },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.data/**', 'bench/.out/**', 'e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'bench/**/*.mjs',
      '*.mjs',
      'frontend/*.ts',
      'frontend/scripts/**/*.mjs',
      'backend/*.js',
      'backend/*.cjs',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS config files (jest.config.js) may require().
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['backend/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: REDUX_PATHS }],
    },
  },
  ...backendBoundaries,
  ...compositionRoot,
  ...frontendBoundaries,
);
