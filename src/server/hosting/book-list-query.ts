/** What the book list can be sorted by. */
export const BOOK_SORTS = ['updated', 'created', 'title', 'status'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

/** What one page of the book list is asked with. */
export interface BookListQuery {
  page: number;
  pageSize: number;
  sort: BookSort;
  order: 'asc' | 'desc';
}
