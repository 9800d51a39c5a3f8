/** What `node dist/web.js` was asked to do. */
export type WebArgs = { kind: 'serve'; port: number } | { kind: 'help' } | { kind: 'error'; message: string };

export const WEB_USAGE = `Usage: npm run web -- [--port N]

Serves the Flipbook Studio editor to your browser on 127.0.0.1 only, behind a random token.
It reads and writes files only in your home folder and the files you upload; list more
folders in FLIPBOOK_WEB_ALLOW_DIRS (separated by ${process.platform === 'win32' ? ';' : ':'}).
  --port N   listen on port N (default 0: any free port)
  --help     show this help`;

/** Parses the web host's arguments: `--port N`, `--port=N` and `--help`; nothing else. */
export function parseWebArgs(argv: readonly string[]): WebArgs {
  let port = 0;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    let value: string | undefined;
    if (arg === '--port') {
      value = argv[i + 1];
      i += 1;
    } else if (arg.startsWith('--port=')) {
      value = arg.slice('--port='.length);
    } else {
      return { kind: 'error', message: `Unknown argument: ${arg}` };
    }
    if (value === undefined || !/^\d+$/.test(value) || Number(value) > 65535) {
      return { kind: 'error', message: '--port needs a number from 0 to 65535' };
    }
    port = Number(value);
  }
  return { kind: 'serve', port };
}
