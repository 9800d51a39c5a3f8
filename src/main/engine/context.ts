import type { OpenRequests } from './open-requests.js';
import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import type { EditionPolicy } from '../../shared/domain/edition.js';
import type { Platform } from '../platform/platform.js';
import type { EventBus } from './event-bus.js';
import type { IdlePool, Idler } from './idle-pool.js';
import type { Leases } from './leases.js';
import type { JobRunner } from './job-runner.js';
import type { ProjectSession } from './project-session.js';

/** Everything a domain's handlers may use. Handlers get it at registration time. */
export interface EngineContext {
  platform: Platform;
  events: EventBus;
  session: ProjectSession;
  jobs: JobRunner;
  /** Project files the system asked to open, until the editor takes them (open-requests.ts). */
  openRequests: OpenRequests;
  /** Folder holding the built reader (index.html, reader.js, reader.css) used by publishing. */
  readerAssetsDir: string;
  /** How many pages a book may have and whether pages carry the watermark; licensing replaces it when the edition changes. */
  editionPolicy: EditionPolicy;
  /** Draws the trial watermark into a page image, kept so each page is drawn once (publish/watermark-cache.ts). */
  markTrialPage: (image: Uint8Array) => Promise<Uint8Array>;
  /** The templates, themes and scenes on offer; defaults to reading the templates/ folder. */
  designCatalogue?: () => DesignCatalogue;
  /**
   * Render workers this engine shares with others: a batch's task engines share one pool, so
   * the batch's memory stays bounded whatever the number of tasks (decision 0225). Absent,
   * each import starts its own workers.
   */
  renderLeases?: Leases;
  /**
   * Render workers waiting idle for the next PDF (decision 0234), shared like the leases with
   * a batch's task engines. Absent, every use starts and ends its own.
   */
  renderSpares?: IdlePool<Idler>;
}
