import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import type { PagePolicy } from '../../shared/domain/edition.js';
import type { Platform } from '../platform/platform.js';
import type { EventBus } from './event-bus.js';
import type { JobRunner } from './job-runner.js';
import type { ProjectSession } from './project-session.js';

/** Everything a domain's handlers may use. Handlers get it at registration time. */
export interface EngineContext {
  platform: Platform;
  events: EventBus;
  session: ProjectSession;
  jobs: JobRunner;
  /** Folder holding the built reader (index.html, reader.js, reader.css) used by publishing. */
  readerAssetsDir: string;
  /** How many pages a book may have; licensing replaces it when the edition changes. */
  pagePolicy: PagePolicy;
  /** The templates, themes and scenes on offer; defaults to reading the templates/ folder. */
  designCatalogue?: () => DesignCatalogue;
}
