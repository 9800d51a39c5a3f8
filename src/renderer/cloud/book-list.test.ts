import { describe, expect, it } from 'vitest';
import { bookActions, bookDate, bookStatusKey, pageCount } from './book-list.js';

describe('online book list', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(45, 20)).toBe(3);
  });

  it('offers enable to disabled and overdue books, disable to enabled ones, and no open or share before there is content', () => {
    expect(bookActions('enabled')).toEqual(['open', 'share', 'rename', 'disable', 'delete']);
    expect(bookActions('disabled')).toContain('enable');
    expect(bookActions('overdue')).toContain('enable');
    expect(bookActions('uploading')).toEqual(['rename', 'delete']);
    expect(bookActions('error')).not.toContain('open');
  });

  it('says every status through its locale key, and the date as a day', () => {
    expect(bookStatusKey('overdue')).toBe('cloud.books.status.overdue');
    expect(bookDate({ updatedAt: '2026-11-25T12:00:00.000Z' }, 'en-GB')).toBe('25/11/2026');
    expect(bookDate({ updatedAt: 'not a date' }, 'en')).toBe('not a date');
  });
});
