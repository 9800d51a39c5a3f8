/**
 * A child process for the lock tests: opens the project named on the command line, starts
 * writing to it and stops in the middle of that transaction, so SQLite's `.lock` folder and
 * our owner file exist. It says "holding" on stdout and then blocks until it is killed; the
 * test kills it with SIGKILL, as a crash would, and nothing gets to clean up.
 */
import fs from 'node:fs';
import { ProjectStore } from '../sqlite-store.js';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: hold-project-open <file.flipbook>');
const { store } = ProjectStore.open(file);
store.transaction(() => {
  store.putAsset('media/unsaved.bin', new Uint8Array([1, 2, 3]));
  // A pipe write is synchronous, so the test sees this before the block below.
  fs.writeSync(1, 'holding\n');
  // Blocks the only thread for good: no timer, no event loop, until the kill.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
});
