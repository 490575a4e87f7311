import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Features of the portal do not import each other: what two of them share lives in lib/ or
// components/. Their query keys come from their api/keys.ts (shared ones from lib/query-keys.ts).
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Status literals: app, bill, finance, developer, notification and report statuses (and the
// like) are named constants of packages/contract, never numbers written in the code that uses them.
const STATUS_NAME = '/(^|_)(status|state)$|[a-z](Status|State)$/';
const STATUS_COLUMN = '/(^|[._])(status|state)$/';
const SMALL_INT = '/^[0-9]{1,2}$/';
const statusLike = (path) =>
  `:matches([${path}.name=${STATUS_NAME}], [${path}.property.name=${STATUS_NAME}])`;
const smallInt = (path) =>
  `:matches([${path}.raw=${SMALL_INT}], [${path}.operator='-'][${path}.argument.raw=${SMALL_INT}])`;
const STATUS_MESSAGE =
  'A status is a named constant of @vrportal/contract (AppStatus, PASSED_STATUSES, BillStatus...), not a number.';
const statusLiteralRules = [
  `BinaryExpression[operator=/^[!=]==?$|^[<>]=?$/]${statusLike('left')}${smallInt('right')}`,
  `BinaryExpression[operator=/^[!=]==?$|^[<>]=?$/]${statusLike('right')}${smallInt('left')}`,
  `CallExpression[callee.property.name=/^(includes|indexOf|has)$/][callee.object.elements.0.raw=${SMALL_INT}]${statusLike('arguments.0')}`,
  `SwitchStatement${statusLike('discriminant')} > SwitchCase${smallInt('test')}`,
  `Property:matches([key.name=${STATUS_NAME}], [key.value=${STATUS_COLUMN}])${smallInt('value')}`,
  `Property:matches([key.name=${STATUS_NAME}], [key.value=${STATUS_COLUMN}]) > ConditionalExpression > Literal[raw=${SMALL_INT}]`,
  `CallExpression[arguments.0.value=${STATUS_COLUMN}]:matches(${smallInt('arguments.2')}, [arguments.2.elements.0.raw=${SMALL_INT}])`,
  `VariableDeclarator[id.name=/STATUS|[sS]tatus|ABLE$/] :matches(ArrayExpression, NewExpression[callee.name='Set'] > ArrayExpression)[elements.0.raw=${SMALL_INT}]`,
  `TSPropertySignature[key.name=${STATUS_NAME}] TSLiteralType${smallInt('literal')}`,
].map((selector) => ({ selector, message: STATUS_MESSAGE }));

// An answer of the API has one type, the contract's (CallAnswer<typeof calls.x>, UploadChunkAnswer...):
// server, web, CLI, engine and tests do not declare their own.
const answerRule = {
  selector:
    "TSInterfaceDeclaration[id.name=/Answer$/], TSTypeAliasDeclaration[id.name=/Answer$/][typeAnnotation.type='TSTypeLiteral']",
  message:
    "An answer's type comes from @vrportal/contract (CallAnswer<typeof calls.x>), not a declaration of its own.",
};
const sourceRules = [...statusLiteralRules, answerRule];
const serverRules = [
  ...sourceRules,
  {
    // a row type the database answers is narrowed with one honest cast or a typed query
    selector: "TSAsExpression > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
    message: 'No `as unknown as` in the server: type the query, or cast once to what it is.',
  },
];

// A server module reaches another only through its face, modules/<m>/index.ts.
const modulePatterns = [
  {
    // ../<module>/<file> where the file is not the module's index.js
    regex: '^\\.\\./[a-z-]+/(?!index\\.js$)',
    message: "Modules use each other through modules/<m>/index.ts, not another module's files.",
  },
];
// The apps table's row is the apps module's own: others read AppFacts and ask its service.
const APPS_ROW_MESSAGE =
  "The apps table's row belongs to the apps module: use AppFacts and AppsService's methods.";

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', '**/.tsbuild/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // a file does one job: none over 400 lines (shipped migrations aside: they never change)
  {
    files: [
      'apps/server/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'packages/contract/src/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  // a component hands its state to hooks and its parts to components: none over 150 lines
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.ts',
      // frozen: a shipped migration never changes
      'apps/server/src/db/migrations/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...sourceRules] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/db/migrations/**'],
    rules: { 'no-restricted-syntax': ['error', ...serverRules] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/keys.ts', 'apps/web/src/lib/query-keys.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...sourceRules,
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression.value",
          message: "A query key comes from the feature's api/keys.ts, not a literal array.",
        },
      ],
    },
  },
  {
    files: ['apps/server/test/**/*.ts', 'apps/web/src/**/*.test.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', answerRule] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: modulePatterns }] },
  },
  {
    // no module but apps names the apps table's row: not its schema type, nor Database['apps']
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/apps/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...modulePatterns,
            {
              regex: '/db/schema(/apps)?\\.js$',
              importNames: ['AppsTable'],
              message: APPS_ROW_MESSAGE,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...serverRules,
        {
          selector: "TSIndexedAccessType[indexType.literal.value='apps']",
          message: APPS_ROW_MESSAGE,
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'Features do not import each other: share through lib/ or components/.',
            },
          ],
        },
      ],
    },
  })),
);
