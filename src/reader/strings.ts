/**
 * The reader's own words. They live in one place so that the reader issue can swap in
 * the book's chosen locale without touching the views.
 */
export const READER_STRINGS = {
  book: 'Book',
  toolbar: 'Reader controls',
  pageNavigation: 'Page navigation',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fullScreen: 'Full screen',
  loading: 'Loading the book…',
  pageAlt: (page: number) => `Page ${page}`,
  linkToPage: (page: number) => `Go to page ${page}`,
  announce: (pages: number[], total: number) =>
    pages.length === 2 ? `Pages ${pages[0]} and ${pages[1]} of ${total}` : `Page ${pages[0] ?? 0} of ${total}`,
  invalidBook: 'This book could not be opened.',
  waitingForBook: 'Waiting for the book…',
};
