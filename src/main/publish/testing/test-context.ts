import { OpenRequests } from '../../engine/open-requests.js';
import os from 'node:os';
import type { MethodResult } from '../../../shared/api/contract.js';
import type { EventMap, EventName } from '../../../shared/api/events.js';
import type { RecentProject } from '../../../shared/domain/book.js';
import { AppError } from '../../../shared/errors/app-error.js';
import type { EngineContext } from '../../engine/context.js';
import { EventBus } from '../../engine/event-bus.js';
import { JobRunner } from '../../engine/job-runner.js';
import type { OpenProject, ProjectSession } from '../../engine/project-session.js';
import { HandlerRegistry } from '../../engine/registry.js';
import { registerPublishHandlers } from '../register-publish-handlers.js';
import { watermarkPageImage } from '../trial-watermark.js';
import { editionPolicyFor } from '../../import/page-policy.js';

/**
 * A session holding one given project (or none). Publishing only reads the open project;
 * the file lifecycle belongs to the project domain, so those calls refuse here.
 */
export function sessionWith(project: OpenProject | null): ProjectSession {
  const refuse = (): never => {
    throw new AppError('UNKNOWN', {}, 'the publish tests do not open or save project files');
  };
  return {
    current: () => project,
    require: () => {
      if (project === null) throw new AppError('NO_PROJECT');
      return project;
    },
    ensureOpen: () => project ?? refuse(),
    create: refuse,
    open: refuse,
    save: refuse,
    saveAs: refuse,
    close: () => false,
    recent: (): RecentProject[] => [],
    clearRecent: () => 0,
    recoverable: () => [],
    recover: refuse,
    discardRecovery: () => false,
    dispose: () => undefined,
  };
}

export interface PublishTestEngine {
  ctx: EngineContext;
  registry: HandlerRegistry;
  /** Every event emitted, in order. */
  events: { name: EventName; payload: EventMap[EventName] }[];
  publish(outDir: string): Promise<MethodResult<'publish.html'>>;
}

/** A hand-built engine context around one project (or none), for publish handlers tested without the whole engine. */
export function publishTestContext(options: { project: OpenProject | null; readerAssetsDir: string; appDataDir: string }): EngineContext {
  const events = new EventBus();
  return {
    platform: { appDataDir: options.appDataDir, homeDir: options.appDataDir, documentsDir: options.appDataDir, openUrl: async () => undefined, showInFolder: async () => false, hostName: 'test' },
    events,
    session: sessionWith(options.project),
    jobs: new JobRunner(events),
    openRequests: new OpenRequests(events),
    readerAssetsDir: options.readerAssetsDir,
    editionPolicy: editionPolicyFor('registered'),
    markTrialPage: watermarkPageImage,
  };
}

/** A registry with only the publish handlers, over a hand-built context. */
export function createPublishTestEngine(options: { project: OpenProject | null; readerAssetsDir: string }): PublishTestEngine {
  const ctx = publishTestContext({ ...options, appDataDir: os.tmpdir() });
  const { events } = ctx;
  const registry = new HandlerRegistry();
  registerPublishHandlers(registry, ctx);
  const recorded: PublishTestEngine['events'] = [];
  events.subscribe((name, payload) => recorded.push({ name, payload: payload as EventMap[EventName] }));
  return {
    ctx,
    registry,
    events: recorded,
    publish: (outDir) => {
      const handler = registry.get('publish.html');
      if (handler === undefined) throw new Error('publish.html is not registered');
      return handler({ outDir });
    },
  };
}
