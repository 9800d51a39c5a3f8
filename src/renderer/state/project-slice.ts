import type { StateCreator } from 'zustand';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { MethodResult } from '../../shared/api/contract.js';
import type { BookPatch, ProjectSnapshot, RecentProject } from '../../shared/domain/book.js';
import { applyHistoryChange, applyPageEdit, applyProjectChange, type HistoryChange, type PageEdit, type ProjectChange } from '../../shared/domain/project-change.js';
import { mergeSettingsPatch } from '../../shared/settings/merge-settings.js';
import type { All } from './store.js';

/** How long typing may pause before the edit is sent to the engine. */
export const EDIT_DEBOUNCE_MS = 250;

export type AppPaths = MethodResult<'app.paths'>;

export interface ProjectSlice {
  project: ProjectSnapshot | null;
  recent: RecentProject[];
  paths: AppPaths | null;
  /** Edits typed but not yet acknowledged by the engine. */
  pendingPatch: BookPatch | null;
  setProject(project: ProjectSnapshot | null): void;
  setRecent(items: RecentProject[]): void;
  setPaths(paths: AppPaths): void;
  /** Shows an edit at once and sends it to the engine after a short pause. */
  editBook(patch: BookPatch): void;
  /**
   * Changes some book settings, keeping every other key (editBook would replace the whole
   * settings record). `undefined` removes a key, so it falls back to its default.
   */
  editSettings(changes: Readonly<Record<string, unknown>>): void;
  /**
   * Starts a gesture (a slider or colour drag): every edit until endGesture becomes one
   * undo step, however long the drag lasts.
   */
  beginGesture(): void;
  endGesture(): Promise<void>;
  /**
   * A discrete change (a click, a checkbox, a reorder; not typing): sent at once as an undo
   * step of its own, so quick clicks are not merged the way keystrokes are.
   */
  commitSettings(changes: Readonly<Record<string, unknown>>): Promise<void>;
  /** Sends any waiting edit now; commands call it before save, publish or close. */
  flushEdits(): Promise<void>;
  /**
   * Runs one of the editor's own commands that the engine answers with the whole project (a
   * page move or delete, undo, redo, a table of contents) and shows the answer. While it is
   * unanswered it counts as an edit in flight, so the project.changed it causes fetches
   * nothing: its answer brings the project. Rejects as the call does.
   */
  applyOwnChange(call: () => Promise<ProjectSnapshot>): Promise<void>;
  /**
   * The same for a command answered with what it changed (a template, theme or scene applied):
   * the change is laid over the project shown, with the edits still unanswered laid over it
   * again, so a page moved meanwhile stays moved and the book's new settings still show.
   * Rejects as the call does.
   */
  applyOwnBookChange(call: () => Promise<ProjectChange>): Promise<void>;
  /**
   * The same with `settings` (the keys the engine will set) shown at once: a template chosen
   * shows in the preview without waiting for the engine. Choices made before the first is
   * answered queue behind it, each shown at once too: an earlier answer is shown with the later
   * choices still laid over it, so none flickers back. A refused change makes the project
   * fetched again once the queue is empty. Rejects as the call does.
   */
  queueBookChange(settings: Readonly<Record<string, unknown>>, call: () => Promise<ProjectChange>): Promise<void>;
  /**
   * The same with `shown` (the project with the command applied) shown at once, so the next
   * edit the author makes builds on this one even before the engine answers: without it, an
   * entry added right after a rename was made from the contents before the rename, and the
   * engine, applying both in order, lost the rename. A refused command makes the project
   * fetched again once the queue is empty. Rejects as the call does.
   */
  queueOwnChange(shown: ProjectSnapshot, call: () => Promise<ProjectSnapshot>): Promise<void>;
  /**
   * Undo or redo, queued as own commands are: the answer is what the step changed, the page
   * list as a diff (decision 0243), laid over the project shown. When it cannot be (a command
   * queued after it already changed what is shown, or a diff made from another list), the
   * project is fetched once when the queue is empty. Rejects as the call does.
   */
  applyOwnHistoryStep(call: () => Promise<HistoryChange>): Promise<void>;
  /**
   * A page command (a move or a delete): `shown` (the project with the command applied) is
   * shown at once, and `call` is sent after every own command queued before it, with the
   * revision of the engine's last answer as its base, so quick presses each build on the
   * last and reach the engine in order, none dropped. The answer carries the header and no
   * pages (decision 0231). A refused command is reported, and a refused or rebased one makes
   * the project fetched again once the queue is empty (a resync). True when it was applied.
   */
  queuePageEdit(shown: ProjectSnapshot, call: (baseRevision: number) => Promise<PageEdit>): Promise<boolean>;
  /** Whether an edit is waiting to be sent or has been sent and not yet answered. */
  editsInFlight(): boolean;
}

/**
 * Lays edits the engine has not seen yet over a snapshot it returned, so typing is never
 * undone. Settings merge key by key and a null removes a key, exactly as the engine applies them.
 */
export function withPendingEdits(project: ProjectSnapshot, patch: BookPatch | null): ProjectSnapshot {
  if (patch === null) return project;
  const settings = patch.settings === undefined ? project.book.settings : mergeSettingsPatch(project.book.settings, patch.settings);
  return { ...project, dirty: true, book: { ...project.book, ...patch, settings } };
}

/** Two waiting patches as one; their settings patches combine key by key, nulls (removals) kept. */
function combinePatches(before: BookPatch | null, after: BookPatch): BookPatch {
  const combined: BookPatch = { ...before, ...after };
  if (before?.settings !== undefined && after.settings !== undefined) combined.settings = { ...before.settings, ...after.settings };
  return combined;
}

let gestureCounter = 0;

export function createProjectSlice(client: FlipbookClient, onError: (error: unknown) => void): StateCreator<All, [], [], ProjectSlice> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  let gesture: string | null = null;
  /**
   * Edits sent but not yet answered, oldest first. An answer reflects only the edits before
   * it, so the later ones stay laid over it: otherwise a click sent right after typing would
   * flicker back until its own answer came.
   */
  const unanswered: BookPatch[] = [];
  /** The editor's own whole-project commands queued or sent and not yet answered. */
  let ownChanges = 0;
  /** Those commands, one after another: the engine sees them in the order they were made. */
  let ownQueue: Promise<void> = Promise.resolve();
  /** The settings of the book changes queued and shown at once, oldest first, until each is answered. */
  const shownBookPatches: Readonly<Record<string, unknown>>[] = [];
  /** Set when one of them was refused or rebased: the queue ends with a fetch of the whole project. */
  let resync = false;
  /**
   * The newest revision the engine answered or was fetched at: what a page command is based
   * on. It runs ahead of the project shown, whose revision waits for the last queued answer.
   */
  let engineRevision = 0;
  const noteRevision = (revision: number): void => {
    engineRevision = Math.max(engineRevision, revision);
  };

  return (set, get) => {
    /** Sends one captured edit; the patch and its gesture are taken when the edit is queued. */
    const sendPatch = async (patch: BookPatch | null, gestureId: string | null): Promise<void> => {
      if (patch === null) return;
      let change: ProjectChange;
      try {
        change = await client.call('project.update', gestureId === null ? { patch } : { patch, gesture: gestureId });
      } catch (error) {
        unanswered.shift();
        onError(error);
        return;
      }
      unanswered.shift();
      noteRevision(change.revision);
      const shown = get().project;
      const answered = shown === null ? null : applyProjectChange(shown, change);
      if (answered === null) {
        // Another project was opened meanwhile: the answer cannot be laid over it, so fetch it whole.
        await client.call('project.get', {}).then(({ project }) => get().setProject(project), onError);
        return;
      }
      set({ project: withUnansweredEdits(answered) });
    };
    /** The edits sent and not yet answered, and the one still waiting, laid over a project the engine answered. */
    const withUnansweredEdits = (project: ProjectSnapshot): ProjectSnapshot =>
      withPendingEdits(project, [...unanswered, get().pendingPatch].reduce<BookPatch | null>((all, next) => (next === null ? all : combinePatches(all, next)), null));
    /**
     * Runs one own whole-project command after those queued before it. Only the last one's
     * answer is shown: a later command still queued brings a newer project, and showing an
     * earlier answer would take back what is already on screen until then.
     */
    const enqueueOwn = (send: () => Promise<void>, resyncOnRefusal: boolean): Promise<void> => {
      ownChanges += 1;
      const run = ownQueue.then(async () => {
        try {
          await send();
        } catch (error) {
          if (resyncOnRefusal) resync = true;
          throw error;
        } finally {
          ownChanges -= 1;
          if (ownChanges === 0 && resync) {
            resync = false;
            await client.call('project.get', {}).then(({ project }) => get().setProject(project), onError);
          }
        }
      });
      ownQueue = run.catch(() => undefined);
      return run;
    };
    /** A whole-project answer: shown only when it is the last own command's (see enqueueOwn). */
    const showOwnAnswer = (answered: ProjectSnapshot): void => {
      noteRevision(answered.revision);
      const shown = get().project;
      if (ownChanges === 1 && (shown === null || shown.id !== answered.id || answered.revision >= shown.revision)) set({ project: answered });
    };
    /**
     * A book change's answer: laid over what is shown, since it carries no pages and so can
     * take back no page command queued after it. One from another project makes a resync.
     */
    const showBookChange = (change: ProjectChange): void => {
      noteRevision(change.revision);
      const shown = get().project;
      if (shown === null || (shown.id === change.id && change.revision < shown.revision)) return;
      const next = applyProjectChange(shown, change);
      if (next === null) {
        resync = true;
        return;
      }
      // Choices queued after this one are still shown over its answer, until their own come.
      if (shownBookPatches.length > 0) next.book = { ...next.book, settings: shownBookPatches.reduce((settings, patch) => ({ ...settings, ...patch }), next.book.settings) };
      // An answer that confirms the book shown at once keeps its object, so nothing that reads
      // the settings renders again: only the header (revision, history) is new.
      if (next.book !== shown.book && JSON.stringify(next.book) === JSON.stringify(shown.book)) next.book = shown.book;
      set({ project: withUnansweredEdits(next) });
    };
    /** An undo or redo answer: laid over the project shown when it is the last own command, else a resync. */
    const showHistoryStep = (change: HistoryChange): void => {
      noteRevision(change.revision);
      const shown = get().project;
      if (shown !== null && shown.id === change.id && change.revision < shown.revision) return;
      const next = ownChanges === 1 && shown !== null ? applyHistoryChange(shown, change) : null;
      if (next === null) resync = true;
      else set({ project: next });
    };
    /**
     * A page command's answer: its header and table of contents diff, laid over what is shown
     * at once, since it carries no pages and so can take back nothing still on its way. A
     * contents diff made from contents other than those shown (decision 0245) makes the
     * project fetched once the queue is empty, as a rebased command does.
     */
    const showPageEdit = (edit: PageEdit): void => {
      noteRevision(edit.revision);
      if (edit.rebased) resync = true;
      const shown = get().project;
      if (shown === null || edit.revision < shown.revision) return;
      const next = applyPageEdit(shown, edit);
      if (next === null) resync = true;
      else set({ project: next });
    };
    /** Queues the waiting edit behind any edit still in flight, so the engine sees them in order. */
    const flush = (): Promise<void> => {
      clearTimeout(timer);
      const patch = get().pendingPatch;
      set({ pendingPatch: null });
      if (patch !== null) unanswered.push(patch);
      const gestureId = gesture;
      inFlight = inFlight.then(() => sendPatch(patch, gestureId));
      return inFlight;
    };

    return {
      project: null,
      recent: [],
      paths: null,
      pendingPatch: null,
      setProject: (project) => {
        if (project !== null) noteRevision(project.revision);
        set({ project });
      },
      setRecent: (recent) => set({ recent }),
      setPaths: (paths) => set({ paths }),
      editBook(patch) {
        const project = get().project;
        if (project === null) return;
        set((state) => ({
          project: withPendingEdits(project, patch),
          pendingPatch: combinePatches(state.pendingPatch, patch),
        }));
        clearTimeout(timer);
        timer = setTimeout(() => void flush(), EDIT_DEBOUNCE_MS);
      },
      editSettings(changes) {
        // Only the changed keys travel; a removed key travels as null, since JSON has no undefined.
        get().editBook({ settings: Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, value === undefined ? null : value])) });
      },
      beginGesture() {
        // Edits made before the drag are their own step.
        void flush();
        gestureCounter += 1;
        gesture = `gesture-${gestureCounter}`;
      },
      endGesture() {
        const done = flush();
        gesture = null;
        return done;
      },
      commitSettings(changes) {
        get().beginGesture();
        get().editSettings(changes);
        return get().endGesture();
      },
      flushEdits: flush,
      applyOwnChange: (call) => enqueueOwn(async () => showOwnAnswer(await call()), false),
      queueOwnChange(shown, call) {
        const sent = enqueueOwn(async () => showOwnAnswer(await call()), true);
        set({ project: shown });
        return sent;
      },
      applyOwnBookChange: (call) => enqueueOwn(async () => showBookChange(await call()), false),
      queueBookChange(settings, call) {
        const project = get().project;
        if (project === null) return get().applyOwnBookChange(call);
        shownBookPatches.push(settings);
        const sent = enqueueOwn(async () => {
          let change: ProjectChange;
          try {
            change = await call();
          } finally {
            // Its own answer (or refusal) settles it; the queue runs one at a time, so it is the oldest.
            shownBookPatches.shift();
          }
          showBookChange(change);
        }, true);
        set({ project: { ...project, dirty: true, book: { ...project.book, settings: { ...project.book.settings, ...settings } } } });
        return sent;
      },
      applyOwnHistoryStep: (call) => enqueueOwn(async () => showHistoryStep(await call()), false),
      queuePageEdit(shown, call) {
        // Queued before the page list is shown: the queue's turn comes in a microtask ahead of
        // React's render of a 1,000-page list, so the engine works while the editor draws.
        const sent = enqueueOwn(async () => showPageEdit(await call(engineRevision)), true);
        set({ project: shown });
        return sent.then(
          () => true,
          (error: unknown) => {
            onError(error);
            return false;
          },
        );
      },
      editsInFlight: () => get().pendingPatch !== null || unanswered.length > 0 || ownChanges > 0,
    };
  };
}
