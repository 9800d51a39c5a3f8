import { Worker } from 'node:worker_threads';
import { startProcessChannel } from './process-channel.js';
import { RENDER_WORKER_LIMITS, type RenderChannel } from './render-channel-contract.js';
import type { WorkerScript } from './worker-script.js';

/** Starts the worker `script` describes, as a process or a thread. */
export function startRenderChannel(script: WorkerScript): RenderChannel {
  return script.isolation === 'process' ? startProcessChannel(script) : startThreadChannel(script);
}

/** A worker thread: cheap to start, but its native memory stays with the engine's process when it ends. */
function startThreadChannel(script: WorkerScript): RenderChannel {
  const worker = new Worker(script.source, { resourceLimits: RENDER_WORKER_LIMITS, ...script.options });
  return {
    send: (request) => worker.postMessage(request),
    listen(reply, ended) {
      worker.on('message', reply);
      worker.on('error', (error) => ended(`render worker crashed: ${error.message}`));
      worker.on('exit', (code) => ended(`render worker exited with code ${code}`));
    },
    stop: () => worker.terminate().then(() => undefined),
    setIdle: (idle) => (idle ? worker.unref() : worker.ref()),
    residentMemory: () => process.memoryUsage.rss(),
  };
}
