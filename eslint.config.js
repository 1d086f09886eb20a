import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SERVER = 'apps/server/src';
/**
 * The server's features, read from the folders: a folder with a `*.routes.ts` is a feature, whose index.ts
 * is all that the rest of the server may import. A new feature is covered the day its folder appears.
 */
const FEATURES = fs
  .readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((dir) => fs.readdirSync(`${SERVER}/${dir}`).some((file) => file.endsWith('.routes.ts')));
/** The catalogue kernel (docs/decisions/0045): below the features, entered through its index.ts. */
const KERNEL = `${SERVER}/catalogue`;
/** Shared layers below the features: they never import a feature or the composition root. */
const LAYERS = ['infra', 'db', 'http', 'security', 'catalogue'].map((dir) => `${SERVER}/${dir}`);
const SERVER_TOOLS = ['seed', 'cli', 'test'].map((dir) => `${SERVER}/${dir}`);

const featureBoundaries = FEATURES.map((feature) => ({
  target: [
    ...FEATURES.filter((other) => other !== feature).map((other) => `${SERVER}/${other}`),
    ...LAYERS,
    ...SERVER_TOOLS,
    `${SERVER}/*.ts`,
  ],
  from: `${SERVER}/${feature}`,
  except: ['./index.ts'],
  message: `Import the ${feature} feature through ${feature}/index.ts, its public entry.`,
}));
const kernelBoundary = {
  target: [...FEATURES.map((feature) => `${SERVER}/${feature}`), ...SERVER_TOOLS, `${SERVER}/*.ts`],
  from: KERNEL,
  except: ['./index.ts'],
  message: 'Import the catalogue kernel through catalogue/index.ts, its public entry.',
};
const layerBoundary = {
  target: [...LAYERS, `${SERVER}/errors.ts`, `${SERVER}/config.ts`],
  from: [...FEATURES.map((feature) => `${SERVER}/${feature}`), `${SERVER}/services.ts`, `${SERVER}/app.ts`],
  message:
    'infra, db, http, security and the catalogue kernel sit below the features: they import no feature.',
};
const contractBoundary = {
  target: 'packages/contract',
  from: ['apps', 'e2e'],
  message: 'The contract depends on nothing of the apps.',
};

/**
 * The web's layers (bulletproof-react): app/ composes features; a feature never imports another feature
 * (what two features share lives in components/, hooks/ or lib/); the shared layers import no feature and
 * no app code. Every folder under features/ gets its own zone, so a new feature is covered at once.
 */
const webSrc = './apps/web/src';
const webFeatures = fs
  .readdirSync(`${webSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/, hooks/ or lib/.',
  })),
  {
    target: `${webSrc}/features`,
    from: `${webSrc}/app`,
    message: 'Features do not import from app/: the app composes features, not the other way round.',
  },
  {
    target: ['components', 'hooks', 'lib', 'config', 'testing'].map((dir) => `${webSrc}/${dir}`),
    from: [`${webSrc}/features`, `${webSrc}/app`],
    message: 'Shared code imports no feature and no app code.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'bench/cache/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            '*.config.ts',
            'scripts/*.mjs',
            'apps/web/vite.config.ts',
            'apps/web/vitest.config.ts',
            'packages/contract/src/*.test.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files it follows (TypeScript too), without its other presets.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/contract/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      // Cycles run through our own files only; not following packages keeps the rule from reading them all.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`, 'packages/contract/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureBoundaries, kernelBoundary, contractBoundary] },
      ],
    },
  },
  {
    // The layers' tests may build the whole app; their own code may not reach up.
    files: LAYERS.map((layer) => `${layer}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureBoundaries, layerBoundary] }],
    },
  },
  {
    // The web imports these without pulling zod into its bundle (docs/decisions/0010): types may come
    // from anywhere in the contract, values only from the other zod-free modules.
    files: [
      'packages/contract/src/{constants,messages,messages-es,locales,routes,page-queries,page-render,api-routes}.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', './*', '!./constants.js', '!./page-queries.js', '!./locales.js'],
              allowTypeImports: true,
              message:
                'Zod-free module: values only from ./constants.js, ./page-queries.js and ./locales.js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayerZones }] },
  },
  {
    // The web names the server's paths only in the contract's route table (apiRoutes), through the one
    // typed client: a path written out here would drift from the server unseen.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(api|pingauth|logout|manage)(\\/|$)/]',
          message:
            'Call the server through callApi(apiRoutes.…) of lib/api-client, not by a path written here.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/(api|pingauth|logout|manage)(\\/|$)/]',
          message:
            'Call the server through callApi(apiRoutes.…) of lib/api-client, not by a path written here.',
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
