// `npm run web`: starts the browser host (dist/web.js) with the allocator tuning importing needs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withAllocatorTuning } from '../bin/allocator-env.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(process.execPath, [path.join(root, 'dist', 'web.js'), ...process.argv.slice(2)], { stdio: 'inherit', env: withAllocatorTuning(process.env) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal === null ? (code ?? 0) : 1));
