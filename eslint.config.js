import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'sample-api/dataset', '.scratch'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...pluginQuery.configs['flat/recommended'],
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Amounts are bigint from the edge to the pixel: floating-point parsing of chain numbers is a bug.
      'no-restricted-globals': [
        'error',
        { name: 'parseFloat', message: 'Amounts are bigint; see src/ton/amount.ts' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use `as const` objects and unions instead of enum.' },
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Untrusted text is text.' },
      ],
    },
  },
  {
    // Tests assert on data they just built; a failed assertion is the error message there.
    files: ['**/*.test.{ts,tsx}', 'test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Pages never import each other: they meet only in src/app. Shared code lives in api/, ton/, components/.
  ...['block', 'accounts', 'home'].map((feature) => ({
    files: [`src/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['block', 'accounts', 'home', 'app']
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`../${other}/*`],
              message: `src/${feature} must not import src/${other}.`,
            })),
        },
      ],
    },
  })),
);
