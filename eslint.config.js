// Lint, including the layer rules of architecture.md: each layer may import only what it is allowed to.
import tseslint from 'typescript-eslint';

/** What only hosts may import: the reader and the renderer import none of it. */
const HOST_ONLY = ['**/main/**', '**/preload/**', '**/cli/**', '**/server/**', 'electron', 'node:*'];

const layer = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
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
  // A later config's options for the same rule replace an earlier one's, so each layer lists
  // every pattern it forbids rather than relying on a shared layer above it.
  layer(
    ['src/reader/**'],
    [...HOST_ONLY, '**/renderer/**', 'react', 'react-dom', 'zustand', 'i18next'],
    'The reader imports only src/shared and is vanilla TypeScript with no framework.',
  ),
  layer(
    ['scenes/**'],
    [...HOST_ONLY, '**/reader/**', '**/renderer/**', 'react', 'react-dom', 'zustand', 'i18next'],
    'A scene imports only src/shared (types) and the scenes runtime: it is bundled on its own into the published book.',
  ),
  layer(
    ['src/renderer/**'],
    [...HOST_ONLY, '**/reader/**', '!**/shared/reader/**'],
    'The renderer imports only src/shared, and uses the reader only through its built bundle in an iframe.',
  ),
  // The desktop viewer is its own small app: electron, Node and src/shared, nothing else of ours.
  layer(
    ['src/viewer/**'],
    ['**/main/**', '**/renderer/**', '**/reader/**', '!**/shared/reader/**', '**/preload/**', '**/cli/**', '**/server/**', 'react', 'react-dom'],
    'src/viewer imports only src/shared (besides electron and Node).',
  ),
  {
    files: ['src/main/**', 'src/cli/**'],
    ignores: ['src/main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'Only src/main/electron and src/preload import electron.' }],
          patterns: [{ group: ['**/renderer/**', '**/reader/**', '!**/shared/reader/**'], message: 'main uses the renderer and reader only as built assets.' }],
        },
      ],
    },
  },
  {
    files: ['src/main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/renderer/**', '**/reader/**', '!**/shared/reader/**'], message: 'main uses the renderer and reader only as built assets.' }] },
      ],
    },
  },
);
