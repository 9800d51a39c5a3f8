import readline from 'node:readline';
import { makeLocalPreviewWorld } from './preview-world.js';

/**
 * A preview world in a process of its own, driven over stdin/stdout one JSON line at a time,
 * so a test can run the engine and its phone inside a network namespace the test made
 * (`ip netns exec`), where the machine's real interfaces are the namespace's own.
 * In: {id, op: 'call'|'request'|'events'|'tempEntries'|'close', args: [...]}; out: {id, value}.
 */
const world = makeLocalPreviewWorld();
const lines = readline.createInterface({ input: process.stdin });

lines.on('line', (line) => {
  const { id, op, args } = JSON.parse(line) as { id: number; op: 'call' | 'request' | 'events' | 'tempEntries' | 'close'; args: unknown[] };
  const run = world[op] as (...values: unknown[]) => Promise<unknown>;
  void run(...args).then((value) => {
    process.stdout.write(`${JSON.stringify({ id, value: value ?? null })}\n`);
    if (op === 'close') process.exit(0);
  });
});
process.stdout.write(`${JSON.stringify({ id: 0, value: 'ready' })}\n`);
