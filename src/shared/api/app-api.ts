import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { defineMethods } from './define.js';

const Empty = z.object({}).strict();

/** Facts about the running engine and the default places it offers in file prompts. */
export const appMethods = defineMethods({
  'app.info': {
    arg: Empty,
    result: z.object({ name: z.string(), version: z.string(), platform: z.string() }),
  },
  'app.paths': {
    arg: Empty,
    result: z.object({
      home: z.string(),
      defaultProjectDir: z.string(),
      defaultPublishDir: z.string(),
    }),
  },
  /**
   * Shows a written book in the system's file manager (the batch list's "Open folder").
   * PATH_FORMAT for a relative path; `shown` is false for a path that does not exist and
   * on hosts without a file manager to show it in.
   */
  'app.showInFolder': { arg: z.object({ path: localPath() }).strict(), result: z.object({ shown: z.boolean() }) },
  /**
   * The project files the system asked the app to open (a double-click on a `.flipbook` file,
   * the command line, a second start of the app), oldest first. Taking them empties the queue;
   * the event app.openRequested says when there are new ones.
   */
  'app.takeOpenRequests': { arg: Empty, result: z.object({ paths: z.array(z.string()) }) },
});
