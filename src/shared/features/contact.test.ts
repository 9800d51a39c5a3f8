import { describe, expect, it } from 'vitest';
import { contactProblem, formatFileSize, orderedButtons, parseAttachments, parseContact, parsePhoneNumbers, phoneProblem } from './contact.js';

const KEY = 'media/0123456789abcdef0123456789abcdef.pdf';

describe('the other panels', () => {
  it('gives the spec’s phone messages: empty, not digits, too short', () => {
    expect(phoneProblem('  ')).toBe('PHONE_EMPTY');
    expect(phoneProblem('555-0100')).toBe('PHONE_DIGITS');
    expect(phoneProblem('1234')).toBe('PHONE_FORMAT');
    expect(phoneProblem('12345')).toBeNull();
    expect(parsePhoneNumbers([{ label: 'Desk', number: '5550100' }, { label: 'x' }, 'nope'])).toEqual([{ label: 'Desk', number: '5550100' }]);
  });

  it('keeps attachments stored in the book only, with their names and sizes', () => {
    expect(parseAttachments([{ key: KEY, name: 'Price list.pdf', size: 2048 }, { key: '../etc/passwd', name: 'x' }, { key: KEY }])).toEqual([
      { key: KEY, name: 'Price list.pdf', size: 2048 },
      { key: KEY, name: KEY.slice(6), size: 0 },
    ]);
    expect([formatFileSize(900), formatFileSize(2048), formatFileSize(3.5 * 1024 * 1024)]).toEqual(['900 B', '2 KB', '3.5 MB']);
  });

  it('reads contact details and checks e-mail, web link and phone loosely', () => {
    expect(parseContact({ title: 'Press', email: 1, image: KEY.replace('.pdf', '.png') })).toEqual({
      title: 'Press',
      email: '',
      url: '',
      tel: '',
      address: '',
      description: '',
      image: KEY.replace('.pdf', '.png'),
    });
    expect(contactProblem('email', 'desk@example')).toBe('email');
    expect(contactProblem('email', 'desk@example.org')).toBeNull();
    expect(contactProblem('url', 'javascript:alert(1)')).toBe('url');
    expect(contactProblem('tel', '+1 (555) 0100')).toBeNull();
    expect(contactProblem('tel', 'call me')).toBe('tel');
  });

  it('orders phone toolbar buttons as stored, the rest after them', () => {
    expect(orderedButtons(['a', 'b', 'c', 'd'] as const, ['c', 'zz', 'a', 'c'])).toEqual(['c', 'a', 'b', 'd']);
    expect(orderedButtons(['a', 'b'] as const, null)).toEqual(['a', 'b']);
  });
});
