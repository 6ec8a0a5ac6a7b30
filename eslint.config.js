import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Boundaries, checked on resolved file paths (`./x.js` finds `./x.ts`), so no spelling of an
// import gets around them.

// The API's bounded contexts expose what others may use in their index.ts; `infrastructure/` and
// `config/` know no context.
const api = (path) => `apps/api/src/${path}`;
const apiContexts = [
  'accounts',
  'proposals',
  'receptionists',
  'calls',
  'billing',
  'system',
  'mail',
  'messaging',
  'pipeline',
  'reports',
];
const apiFolders = [...apiContexts, 'infrastructure', 'config', 'testing', 'cli'];
const apiContextZones = apiContexts.map((context) => ({
  target: [
    api('*.ts'),
    ...apiFolders.filter((folder) => folder !== context).map((folder) => api(folder)),
  ],
  from: api(context),
  except: ['./index.ts'],
  message: `Other code uses ${context} only through ${context}/index.ts.`,
}));
const apiInfrastructureZones = ['infrastructure', 'config'].map((folder) => ({
  target: api(folder),
  from: apiContexts.map(api),
  message: `${folder}/ knows no bounded context.`,
}));

// bulletproof-react: features never import each other nor the app layer; shared code imports
// neither features nor the app layer.
const web = (path) => `apps/web/src/${path}`;
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const webZones = [
  ...webFeatures.map((feature) => ({
    target: web(`features/${feature}`),
    from: web('features'),
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in src/app.',
  })),
  {
    target: web('features'),
    from: web('app'),
    message: 'Features do not import the app layer.',
  },
  {
    target: ['components', 'config', 'hooks', 'lib', 'types'].map(web),
    from: ['features', 'app'].map(web),
    message: 'Shared code imports neither features nor the app layer.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a string-literal union instead of an enum.',
        },
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.spec.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiContextZones }] },
  },
  {
    // Integration specs of infrastructure run the whole app and may use a context's index.ts.
    files: ['apps/api/src/{infrastructure,config}/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...apiContextZones, ...apiInfrastructureZones] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    // Declaration merging (e.g. ImportMetaEnv) needs interfaces.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // Config files whose tools want a default export.
    files: ['*.config.{js,ts}', 'apps/web/vite*.config.ts', 'jest.config.js', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Nest injects by constructor parameter types, which must stay value imports.
    files: ['apps/api/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // The plain contracts are what the browser imports: no decorators, no DTO classes.
    files: ['libs/contracts/src/**/*.ts'],
    ignores: ['libs/contracts/src/dto/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['class-validator', 'class-transformer', 'reflect-metadata', './dto/*'],
              message: 'Plain contracts are imported by the browser; DTO classes live in dto/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@vanilla/domain', '@vanilla/domain/*', '@vanilla/api'],
              message: 'The web imports what it shares with the API from @vanilla/contracts.',
            },
            {
              // Request shapes may be named as types; the decorated classes stay in the API.
              group: ['@vanilla/contracts/dto'],
              allowTypeImports: true,
              message: 'The browser imports no class-validator DTO: use `import type`.',
            },
          ],
        },
      ],
    },
  },
);
