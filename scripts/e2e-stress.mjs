// `npm run test:e2e:stress` (issue 14, item 12): the end-to-end suite with two processes
// burning a core each beside it, as on a busy CI machine, so a wait that leans on timing
// rather than on the app's own signals fails here first. Not part of `npm test`.
import { spawn } from 'node:child_process';
import os from 'node:os';

const burnerCount = Number(process.env.STRESS_BURNERS ?? 2);
const burn = 'for (;;) { Math.sqrt(Math.random()); }';
const burners = Array.from({ length: burnerCount }, () => spawn(process.execPath, ['-e', burn], { stdio: 'ignore' }));
const stopBurners = () => burners.forEach((burner) => burner.kill('SIGKILL'));
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

console.log(`e2e under load: ${burnerCount} CPU burners beside the suite on ${os.cpus().length} cores`);
const started = Date.now();
const suite = spawn('npm', ['run', 'test:e2e', '--', ...process.argv.slice(2)], { stdio: 'inherit' });
suite.on('exit', (code, signal) => {
  stopBurners();
  console.log(`e2e under load: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
