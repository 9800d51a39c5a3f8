import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { BookPatchSchema, ProjectSnapshotSchema, RecentProjectSchema, RecoverableProjectSchema } from '../domain/book.js';
import { HistoryChangeSchema, ProjectChangeSchema } from '../domain/project-change.js';
import { defineMethods } from './define.js';

const Empty = z.object({}).strict();
const FilePath = localPath();

/** The open project's lifecycle: one project is open per engine session. */
export const projectMethods = defineMethods({
  'project.new': {
    arg: z.object({ title: z.string().max(500).optional() }).strict(),
    result: ProjectSnapshotSchema,
  },
  'project.open': { arg: z.object({ path: FilePath }).strict(), result: ProjectSnapshotSchema },
  'project.get': {
    arg: Empty,
    result: z.object({ project: ProjectSnapshotSchema.nullable() }),
  },
  /**
   * `gesture` names one slider or colour drag: all its updates become one undo step. The
   * answer is the project's header and only the parts the edit changed.
   */
  'project.update': {
    arg: z.object({ patch: BookPatchSchema, gesture: z.string().max(64).optional() }).strict(),
    result: ProjectChangeSchema,
  },
  /**
   * One edit back; at the first step nothing changes. The answer is the header and what the
   * step changed, the page list as a diff (decision 0243).
   */
  'project.undo': { arg: Empty, result: HistoryChangeSchema },
  /** One undone edit forward again, answered as undo is; at the last step nothing changes. */
  'project.redo': { arg: Empty, result: HistoryChangeSchema },
  /** Saves to the project's own path; fails with PATH_EMPTY when it was never saved. */
  'project.save': { arg: Empty, result: ProjectSnapshotSchema },
  'project.saveAs': { arg: z.object({ path: localPath(0) }).strict(), result: ProjectSnapshotSchema },
  /** Closes without saving: the caller asks the user first when the project is dirty. */
  'project.close': { arg: Empty, result: z.object({ closed: z.boolean() }) },
  'project.recent': { arg: Empty, result: z.object({ items: z.array(RecentProjectSchema) }) },
  /** Empties the recent list (the preferences dialog asks first); `cleared` is how many entries it held. */
  'project.clearRecent': { arg: Empty, result: z.object({ cleared: z.number().int().nonnegative() }) },
  /** Projects with unsaved edits left by a crash; the editor offers them back at start. */
  'project.recoverable': { arg: Empty, result: z.object({ items: z.array(RecoverableProjectSchema) }) },
  /** Opens a recoverable project with its edits back, unsaved; the current one is closed. */
  'project.recover': { arg: z.object({ id: z.string().max(64) }).strict(), result: ProjectSnapshotSchema },
  'project.discardRecovery': { arg: z.object({ id: z.string().max(64) }).strict(), result: z.object({ discarded: z.boolean() }) },
});
