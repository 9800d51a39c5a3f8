import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { LAN_PREVIEW_MAX_MINUTES, type LanPreview as LanPreviewView } from '../../shared/api/lan-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { JobId } from '../../shared/jobs/job-id.js';
import type { EngineContext } from '../engine/context.js';
import type { Job } from '../engine/job-runner.js';
import { pageMarkerOf } from '../publish/page-marker.js';
import { publishHtml } from '../publish/publish-html.js';
import { newSessionToken } from '../web/request-guards.js';
import { lanAddresses, type InterfaceTable } from './lan-addresses.js';
import { startPreviewServer, type PreviewServer } from './preview-server.js';

export interface LanPreviewOptions {
  /** The machine's network interfaces; fake ones in tests. */
  interfaces?: () => InterfaceTable;
  /** How long a preview serves at most, in milliseconds (tests shorten it). */
  maxMs?: number;
  /** Where the temporary book folders go; the system's temporary folder when absent. */
  tempDir?: string;
}

interface Session {
  token: string;
  /** The temporary folder; the served book is its `book` subfolder, replaced whole on Refresh. */
  folder: string;
  server: PreviewServer;
  view: LanPreviewView;
  timer: NodeJS.Timeout;
}

const BOOK = 'book';

/**
 * The phone preview (desktop-app.md §2, decision 0237): one preview at a time, its book
 * published into a fresh temporary folder and served on one LAN address by a read-only server
 * behind a random token. It ends on `stop`, when the engine is disposed, or by itself after
 * LAN_PREVIEW_MAX_MINUTES, announcing `lan.stopped` so the dialog can say so.
 */
export class LanPreviewService {
  private session: Session | null = null;
  private readonly interfaces: () => InterfaceTable;
  private readonly maxMs: number;
  private readonly tempDir: string;

  constructor(
    private readonly ctx: EngineContext,
    options: LanPreviewOptions = {},
  ) {
    this.interfaces = options.interfaces ?? (() => os.networkInterfaces());
    this.maxMs = options.maxMs ?? LAN_PREVIEW_MAX_MINUTES * 60_000;
    this.tempDir = options.tempDir ?? os.tmpdir();
  }

  addresses() {
    return lanAddresses(this.interfaces());
  }

  /** Ends any running preview, then publishes the open book and serves it on `address`. */
  async start(address: string, jobId: JobId | undefined): Promise<LanPreviewView> {
    // Only an address the machine has now: never 0.0.0.0, a public address typed by hand, or a stale choice.
    if (!this.addresses().some((known) => known.address === address)) throw new AppError('LAN_NO_ADDRESS', {}, `${address} is not a LAN address of this computer`);
    await this.stop();
    return this.ctx.jobs.run('lanPreview', jobId, async (job) => {
      const folder = fs.mkdtempSync(path.join(this.tempDir, 'flipbook-phone-preview-'));
      try {
        const { pageCount } = await this.publish(folder, job);
        const token = newSessionToken();
        const server = await startPreviewServer(() => path.join(folder, BOOK), token, address);
        const url = `http://${address}:${server.port}/${token}/`;
        const view: LanPreviewView = { url, qrSvg: await qrSvg(url), address, expiresAt: Date.now() + this.maxMs, pageCount };
        const timer = setTimeout(() => void this.expire(), this.maxMs);
        // A forgotten preview must not keep a CLI or a test process alive.
        timer.unref();
        this.session = { token, folder, server, view, timer };
        return view;
      } catch (error) {
        fs.rmSync(folder, { recursive: true, force: true });
        throw error;
      }
    });
  }

  /** Publishes the open book again over the running preview's book; the phone's reload shows it. */
  async refresh(jobId: JobId | undefined): Promise<LanPreviewView> {
    const session = this.session;
    if (session === null) throw new AppError('LAN_PREVIEW_NOT_RUNNING');
    return this.ctx.jobs.run('lanPreview', jobId, async (job) => {
      const { pageCount } = await this.publish(session.folder, job);
      if (this.session !== session) {
        // Stopped meanwhile: the publish has made the deleted folder again, and nothing serves it.
        fs.rmSync(session.folder, { recursive: true, force: true });
        throw new AppError('LAN_PREVIEW_NOT_RUNNING', {}, 'the preview stopped while it was refreshed');
      }
      session.view = { ...session.view, pageCount };
      return session.view;
    });
  }

  /** Stops the server and deletes the temporary book; false when none was running. */
  async stop(): Promise<boolean> {
    const closing = this.end();
    if (closing === null) return false;
    await closing;
    return true;
  }

  /**
   * The engine is closing (the app quits): the temporary book is deleted before this returns,
   * since the process may end before a server's close is answered.
   */
  dispose(): void {
    void this.end();
  }

  /** Forgets the session and deletes its book at once; the server's close is what remains to wait for. */
  private end(): Promise<void> | null {
    const session = this.session;
    if (session === null) return null;
    this.session = null;
    clearTimeout(session.timer);
    const closing = session.server.close();
    fs.rmSync(session.folder, { recursive: true, force: true });
    return closing;
  }

  private async expire(): Promise<void> {
    if (await this.stop()) this.ctx.events.emit('lan.stopped', { reason: 'expired' });
  }

  private publish(folder: string, job: Job<'lanPreview'>) {
    return publishHtml({
      outDir: path.join(folder, BOOK),
      project: this.ctx.session.current(),
      readerAssetsDir: this.ctx.readerAssetsDir,
      // A trial's phone preview shows the watermark its published books carry.
      markPage: pageMarkerOf(this.ctx),
      signal: job.signal,
      onProgress: ({ done, total }) => job.progress('publishing', done, total),
    });
  }
}

/** The link as a QR code (SVG, with the standard's 4-module quiet zone so phone cameras find its edges). */
function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
