import type { ProjectSnapshot } from '../../../shared/domain/book.js';

/** A project as it opens: titled, unchanged, at revision 1, with no pages, contents or settings. */
export const baseProject: ProjectSnapshot = {
  id: 'p',
  path: null,
  dirty: false,
  revision: 1,
  book: { title: 'My Project', description: '', keywords: '', settings: {} },
  pages: [],
  toc: [],
};
