import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint-rules/layers.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'fixtures/js/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server text as text.' },
        { selector: "JSXAttribute[name.name='tabIndex'] > JSXExpressionContainer > Literal[value>0]", message: 'No positive tabindex.' },
      ],
    },
  },
  // Plain Node scripts (scripts/lighthouse: Lighthouse runs outside the project's dependencies).
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  // Layers: entry -> markers -> core -> widgets -> runtime, ui, api, i18n, util (eslint-rules/layers.js).
  { files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'markers/**/*.ts'], plugins: { layers }, rules: { 'layers/imports': 'error' } },
  // Functions a person can hold in their head (docs/architecture.md#function-size): at most 80 lines, comments
  // counted (a long explanation is a reason to split too), blank lines not, a function's nested functions with it.
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'markers/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: false, IIFEs: true }] },
  },
  // Hook rules where React lives (Playwright fixtures also call a function named `use`).
  { files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
);
