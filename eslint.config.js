// Lint, including the layer rules of architecture.md: each layer may import only what it is allowed to.
import tseslint from 'typescript-eslint';

const layer = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group, message })) }],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'release/**', '**/*.d.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layer(
    ['src/shared/**'],
    ['**/main/**', '**/renderer/**', '**/reader/**', '**/preload/**', '**/cli/**', '**/server/**', 'electron', 'node:*', 'react', 'react-dom'],
    'src/shared is pure TypeScript that runs everywhere: it imports no other layer and no platform module.',
  ),
  layer(
    ['src/renderer/**', 'src/reader/**'],
    ['**/main/**', '**/preload/**', '**/cli/**', '**/server/**', 'electron', 'node:*'],
    'The renderer and the reader import only src/shared.',
  ),
  layer(['src/reader/**'], ['**/renderer/**', 'react', 'react-dom', 'zustand', 'i18next'], 'The reader is vanilla TypeScript with no framework.'),
  layer(['src/renderer/**'], ['**/reader/**'], 'The editor uses the reader only through its built bundle in an iframe.'),
  {
    files: ['src/main/**', 'src/cli/**'],
    ignores: ['src/main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'Only src/main/electron and src/preload import electron.' }],
          patterns: [{ group: ['**/renderer/**', '**/reader/**'], message: 'main uses the renderer and reader only as built assets.' }],
        },
      ],
    },
  },
  {
    files: ['src/main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/renderer/**', '**/reader/**'], message: 'main uses the renderer and reader only as built assets.' }] },
      ],
    },
  },
);
