import { useCallback, useEffect, useRef, useState } from 'react';
import type { LanAddress, LanPreview } from '../../../shared/api/lan-api.js';
import { useCommands } from '../../commands/commands-context.js';
import { useJobRun, type JobRun } from '../../jobs/use-job-run.js';

/** Where the panel is: looking for addresses, none found, serving, or stopped by the time limit. */
export type PhonePreviewPhase = 'finding' | 'noNetwork' | 'idle' | 'serving' | 'expired';

export interface PhonePreviewState {
  phase: PhonePreviewPhase;
  addresses: LanAddress[];
  /** The address chosen (the likeliest home network until the author picks another). */
  address: string;
  preview: LanPreview | null;
  /** True once a Refresh has published the latest edits, until the next start. */
  refreshed: boolean;
  /** The publish under way (start or refresh), its progress and its failure. */
  run: JobRun;
  findAddresses(): Promise<void>;
  choose(address: string): Promise<void>;
  refresh(): Promise<void>;
  /** Stops the server (the engine deletes the temporary book) and closes the panel. */
  close(): void;
}

/**
 * The phone preview panel's logic (decision 0237): it finds the LAN addresses, starts the
 * preview on the likeliest one, republishes on Refresh, hears the engine say the time is up,
 * and stops the server whenever the panel goes away, even while a start is still publishing.
 */
export function usePhonePreview(): PhonePreviewState {
  const { ctx } = useCommands();
  const client = ctx.host.client;
  const run = useJobRun();
  const [phase, setPhase] = useState<PhonePreviewPhase>('finding');
  const [addresses, setAddresses] = useState<LanAddress[]>([]);
  const [address, setAddress] = useState('');
  const [preview, setPreview] = useState<LanPreview | null>(null);
  const [refreshed, setRefreshed] = useState(false);
  const closed = useRef(false);
  const startJob = useRef(run.start);
  startJob.current = run.start;

  const stopServer = useCallback(() => void client.call('lan.stop', {}).catch(() => undefined), [client]);

  const start = useCallback(
    async (chosen: string) => {
      setAddress(chosen);
      setPreview(null);
      setRefreshed(false);
      setPhase('idle');
      const started = await startJob.current('lanPreview', (jobId) => client.call('lan.start', { address: chosen, jobId }));
      // The panel was closed while the book was being published: nothing may stay served.
      if (closed.current) return stopServer();
      if (started === null) return;
      setPreview(started);
      setPhase('serving');
    },
    [client, stopServer],
  );

  const findAddresses = useCallback(async () => {
    setPhase('finding');
    const found = (await client.call('lan.addresses', {})).addresses;
    if (closed.current) return;
    setAddresses(found);
    const first = found[0];
    if (first === undefined) setPhase('noNetwork');
    else await start(first.address);
  }, [client, start]);

  useEffect(() => {
    closed.current = false;
    void findAddresses();
    const off = client.on('lan.stopped', () => {
      setPreview(null);
      setPhase('expired');
    });
    return () => {
      closed.current = true;
      off();
      stopServer();
    };
  }, [client, findAddresses, stopServer]);

  const refresh = useCallback(async () => {
    // Edits still on their way to the engine belong in what the phone sees.
    await ctx.store.getState().flushEdits();
    const latest = await run.start('lanPreview', (jobId) => client.call('lan.refresh', { jobId }));
    if (latest === null || closed.current) return;
    setPreview(latest);
    setRefreshed(true);
  }, [ctx, client, run]);

  const close = useCallback(() => {
    closed.current = true;
    if (run.running) run.cancel();
    stopServer();
    ctx.store.getState().setPhonePreviewOpen(false);
  }, [ctx, run, stopServer]);

  return { phase, addresses, address, preview, refreshed, run, findAddresses, choose: start, refresh, close };
}
