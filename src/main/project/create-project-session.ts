import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PROJECT_TITLE, type ProjectSnapshot, type RecentProject } from '../../shared/domain/book.js';
import { PROJECT_PARTS } from '../../shared/domain/project-change.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { EventBus } from '../engine/event-bus.js';
import type { OpenProject, ProjectSession } from '../engine/project-session.js';
import type { Platform } from '../platform/platform.js';
import { SessionProject, type ProjectHooks } from './open-project.js';
import { newProjectDocument } from './project-document.js';
import { withoutUnsafeUrls } from '../../shared/settings/unsafe-urls.js';
import { resolveProjectSavePath } from './project-path.js';
import { RecentProjects } from './recent-projects.js';
import { describeRecovery, RecoveryFiles } from './recovery-files.js';
import { ProjectStore } from './sqlite-store.js';
import { sweepLeftovers } from './sweep-leftovers.js';

/** Folder under app data where untitled projects live until their first save. */
export const WORKING_COPY_DIR = 'working';
export const RECENT_PROJECTS_FILE = 'recent-projects.json';

/** PROJECT_NOT_FOUND for a missing path; a folder or other non-file is not a project either. */
function assertProjectFileExists(file: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new AppError('PROJECT_NOT_FOUND', {}, file);
  }
  if (!stat.isFile()) throw new AppError('READ_CONFIG_FAILED', {}, `${file} is not a file`);
}

/**
 * The session starts with the app: the moment to clear what a crash left in app data, before
 * anything new is written there. Working copies a recovery file names are kept for it.
 */
function sweepAtStart(appDataDir: string, recovery: RecoveryFiles): void {
  try {
    sweepLeftovers(appDataDir, recovery.list().map((entry) => entry.store));
  } catch {
    // Housekeeping must never stop the app from starting; the next start tries again.
  }
}

/** How long after an edit the recovery file is written: often enough to lose little, rarely enough to cost nothing. */
export const RECOVERY_DELAY_MS = 1500;

export interface ProjectSessionOptions {
  recoveryDelayMs?: number;
}

/**
 * The engine's one open project and its file lifecycle: new projects start as working
 * copies in app data, open and save-as switch files, and the recent list follows along.
 * Unsaved edits are kept in a recovery file a moment after each change, so a crash loses
 * at most that moment; saving or closing on purpose removes it.
 */
export function createProjectSession(platform: Platform, events: EventBus, options: ProjectSessionOptions = {}): ProjectSession {
  const recentList = new RecentProjects(path.join(platform.appDataDir, RECENT_PROJECTS_FILE));
  const recovery = new RecoveryFiles(platform.appDataDir);
  sweepAtStart(platform.appDataDir, recovery);
  const recoveryDelay = options.recoveryDelayMs ?? RECOVERY_DELAY_MS;
  let recoveryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastRevision = 0;
  // Revisions keep counting across projects so cached asset URLs of one never match another.
  const hooks: ProjectHooks = {
    nextRevision: () => ++lastRevision,
    changed: (revision, parts) => {
      events.emit('project.changed', { revision, changed: [...parts] });
      scheduleRecovery();
    },
  };
  let project: SessionProject | null = null;

  function writeRecovery(): void {
    const open = project;
    if (open === null) return;
    if (!open.isDirty) {
      recovery.remove(open.id);
      return;
    }
    try {
      recovery.write({ id: open.id, path: open.path, store: open.storeFile, document: open.currentDocument() });
    } catch {
      // A full disk must not break editing; the next edit tries again.
    }
  }

  function scheduleRecovery(): void {
    clearTimeout(recoveryTimer);
    if (project !== null && !project.isDirty) {
      recovery.remove(project.id);
      return;
    }
    recoveryTimer = setTimeout(writeRecovery, recoveryDelay);
    recoveryTimer.unref?.();
  }

  /** A project left on purpose (closed, or replaced after the editor asked) needs no recovery. */
  function forget(open: SessionProject | null): void {
    if (open === null) return;
    clearTimeout(recoveryTimer);
    recovery.remove(open.id);
  }

  function requireOpen(): SessionProject {
    if (!project) throw new AppError('NO_PROJECT');
    return project;
  }

  /** Swaps in the new project; the old one is closed only once the new one is ready. */
  function become(next: SessionProject): ProjectSnapshot {
    forget(project);
    project?.close();
    project = next;
    hooks.changed(next.facts.revision, PROJECT_PARTS);
    return next.snapshot();
  }

  function remember(open: SessionProject): void {
    const file = open.path;
    if (file === null) return;
    const { title, pageCount } = open.facts;
    const entry: RecentProject = { path: file, title, openedAt: new Date().toISOString(), pageCount };
    try {
      recentList.add(entry);
      platform.addRecentDocument?.(file);
    } catch {
      // The recent list is a convenience: failing to update it must not fail an open or a save that worked.
    }
  }

  function create(title?: string): ProjectSnapshot {
    const id = randomUUID();
    const dir = path.join(platform.appDataDir, WORKING_COPY_DIR);
    fs.mkdirSync(dir, { recursive: true });
    const document = newProjectDocument(title?.trim() || DEFAULT_PROJECT_TITLE);
    const store = ProjectStore.create(path.join(dir, `${id}.flipbook`), document);
    return become(new SessionProject({ id, store, document, path: null, hooks }));
  }

  function save(): ProjectSnapshot {
    const open = requireOpen();
    if (open.path === null) throw new AppError('PATH_EMPTY');
    open.save();
    remember(open);
    return open.snapshot();
  }

  return {
    current: (): OpenProject | null => project,
    require: requireOpen,
    ensureOpen(): OpenProject {
      if (!project) create();
      return requireOpen();
    },
    create,
    open(raw: string): ProjectSnapshot {
      const file = path.resolve(raw);
      assertProjectFileExists(file);
      const { store, document } = ProjectStore.open(file);
      const opened = new SessionProject({ id: randomUUID(), store, document, path: file, hooks });
      const snapshot = become(opened);
      remember(opened);
      return snapshot;
    },
    save,
    saveAs(raw: string): ProjectSnapshot {
      const target = resolveProjectSavePath(raw);
      const open = requireOpen();
      // Copying a file over itself would pull it from under the open connection.
      if (open.path === target) return save();
      open.saveAs(target);
      remember(open);
      return open.snapshot();
    },
    close(): boolean {
      if (!project) return false;
      forget(project);
      project.close();
      project = null;
      hooks.changed(hooks.nextRevision(), PROJECT_PARTS);
      return true;
    },
    recent: () => recentList.list(),
    clearRecent() {
      const cleared = recentList.clear();
      platform.clearRecentDocuments?.();
      return cleared;
    },
    recoverable: () => recovery.list().map(describeRecovery),
    recover(id: string): ProjectSnapshot {
      const entry = recovery.get(id);
      if (entry === null || !fs.existsSync(entry.store)) throw new AppError('PROJECT_NOT_FOUND', {}, `no recovery file ${id}`);
      const { store } = ProjectStore.open(entry.store);
      // A recovery file is read like a project file: an unsafe URL in it is dropped.
      const document = withoutUnsafeUrls(entry.document);
      const restored = new SessionProject({ id: randomUUID(), store, document, path: entry.path, hooks });
      become(restored);
      recovery.remove(id);
      const snapshot = restored.restoreDocument(document);
      if (entry.path !== null) remember(restored);
      return snapshot;
    },
    discardRecovery(id: string): boolean {
      const entry = recovery.get(id);
      if (entry === null) return false;
      recovery.remove(id);
      // An untitled project's working copy has no other owner once its edits are discarded.
      if (entry.path === null && project?.storeFile !== entry.store) {
        for (const leftover of [entry.store, `${entry.store}-journal`]) fs.rmSync(leftover, { force: true });
      }
      return true;
    },
    dispose(): void {
      // Not a deliberate close: a host shutting down keeps the recovery file, so edits the
      // author never chose to drop can still come back.
      clearTimeout(recoveryTimer);
      writeRecovery();
      project?.close({ keepWorkingCopy: project.isDirty });
      project = null;
    },
  };
}
