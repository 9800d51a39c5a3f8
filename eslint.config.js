// Lint, including the layer rules of architecture.md: each layer may import only what it is allowed to.
import tseslint from 'typescript-eslint';

/** Node's built-in modules by their bare names; code names them `node:*`, so both forms are caught. */
const BARE_BUILTINS = ['assert', 'buffer', 'child_process', 'crypto', 'events', 'fs', 'fs/promises', 'http', 'https', 'module', 'net', 'os', 'path', 'perf_hooks', 'readline', 'stream', 'stream/promises', 'tty', 'url', 'util', 'worker_threads', 'zlib'];

/** What only hosts may import: the reader and the renderer import none of it. */
const HOST_ONLY = ['**/main/**', '**/preload/**', '**/cli/**', '**/server/**', 'electron', 'node:*'];

/** Bare built-in names, matched exactly (as patterns, `util` would also catch `../util/paths.js`). */
const BARE_BUILTIN_PATHS = BARE_BUILTINS.map((name) => ({ name, message: `Import node:${name}, not ${name}.` }));

const layer = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { paths: BARE_BUILTIN_PATHS, patterns: [{ group: patterns, message }] }],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'release/**', '**/*.d.ts'] },
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
          paths: [{ name: 'electron', message: 'Only src/main/electron and src/preload import electron.' }, ...BARE_BUILTIN_PATHS],
          patterns: [{ group: ['**/renderer/**', '**/reader/**', '!**/shared/reader/**'], message: 'main uses the renderer and reader only as built assets.' }],
        },
      ],
    },
  },
  // The cloud service: src/shared, and from the engine only what checks and stores books
  // (file helpers, the published-book validator); never the editor, the reader or Electron.
  layer(
    ['src/server/**'],
    ['**/renderer/**', '**/reader/**', '!**/shared/reader/**', '**/preload/**', '**/viewer/**', '**/cli/**', '**/main/electron/**', '**/main/engine/**', 'electron', 'react', 'react-dom'],
    'src/server imports src/shared and the parts of src/main that check and store books; never the editor, the reader, the CLI or Electron.',
  ),
  // The preload runs in the sandboxed renderer process: electron's contextBridge and ipcRenderer,
  // and the contract's types from src/shared; Node's modules are not there to import.
  layer(
    ['src/preload/**'],
    ['**/main/**', '**/renderer/**', '**/reader/**', '**/viewer/**', '**/cli/**', '**/server/**', 'node:*', 'react', 'react-dom'],
    'src/preload imports only electron and src/shared: it runs sandboxed, beside the editor.',
  ),
  // The kernel (registry, dispatch, events, jobs) knows no domain: src/main/app wires them in.
  {
    files: ['src/main/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...BARE_BUILTIN_PATHS, { name: 'electron', message: 'Only src/main/electron and src/preload import electron.' }],
          // Anything outside the kernel's own folder but src/shared and the platform seam.
          patterns: [{ regex: '^\\.\\./(?!\\.\\./shared/|platform/)', message: 'src/main/engine is the kernel: it imports src/shared and the platform seam only; src/main/app wires the domains in.' }],
        },
      ],
    },
  },
  // The Node layers run where there is no browser: pdfjs-dist's types bring the DOM library into
  // the type check (decision 0203), so lint is what keeps the browser's globals out.
  {
    files: ['src/main/**', 'src/cli/**', 'src/server/**'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'HTMLElement'].map((name) => ({
          name,
          message: `${name} is the browser's; src/main, src/cli and src/server run in Node.`,
        })),
      ],
    },
  },
  // Everywhere else in the code, Node's modules are named node:*, so one pattern finds them all.
  {
    files: ['src/**', 'scripts/**', 'tests/**', 'bin/**'],
    ignores: ['src/shared/**', 'src/reader/**', 'src/renderer/**', 'src/viewer/**', 'src/main/engine/**', 'src/main/**', 'src/cli/**', 'src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: BARE_BUILTIN_PATHS }],
    },
  },
  {
    files: ['src/main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BARE_BUILTIN_PATHS,
          patterns: [{ group: ['**/renderer/**', '**/reader/**', '!**/shared/reader/**'], message: 'main uses the renderer and reader only as built assets.' }],
        },
      ],
    },
  },
);
