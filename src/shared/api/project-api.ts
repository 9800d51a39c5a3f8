import { z } from 'zod';
import { BookPatchSchema, ProjectSnapshotSchema, RecentProjectSchema } from '../domain/book.js';
import { defineMethods } from './define.js';

const Empty = z.object({}).strict();
const FilePath = z.string().min(1).max(4096);

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
  'project.update': {
    arg: z.object({ patch: BookPatchSchema }).strict(),
    result: ProjectSnapshotSchema,
  },
  /** Saves to the project's own path; fails with PATH_EMPTY when it was never saved. */
  'project.save': { arg: Empty, result: ProjectSnapshotSchema },
  'project.saveAs': { arg: z.object({ path: z.string().max(4096) }).strict(), result: ProjectSnapshotSchema },
  /** Closes without saving: the caller asks the user first when the project is dirty. */
  'project.close': { arg: Empty, result: z.object({ closed: z.boolean() }) },
  'project.recent': { arg: Empty, result: z.object({ items: z.array(RecentProjectSchema) }) },
});
