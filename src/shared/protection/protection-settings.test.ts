import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { assertPublishable, protectionProblems, PUBLIC_PROTECTION, readProtection, type ProtectionSettings } from './protection-settings.js';

const single: ProtectionSettings = { ...PUBLIC_PROTECTION, mode: 'password', password: 'secret', fromPage: 2 };
const users: ProtectionSettings = {
  ...single,
  kind: 'users',
  users: [
    { user: 'Ann', password: 'a', hint: '' },
    { user: 'Bob', password: 'b', hint: 'pet' },
  ],
};

function errorOf(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected an error');
}

describe('page protection settings', () => {
  it('reads a book without protection as public and keeps what a partial value gives', () => {
    expect(readProtection({})).toEqual(PUBLIC_PROTECTION);
    expect(readProtection({ protection: { mode: 'password', password: 'x' } })).toMatchObject({ mode: 'password', kind: 'single', password: 'x', fromPage: 1 });
  });

  it('refuses a malformed value instead of publishing the book in clear', () => {
    expect(() => readProtection({ protection: { mode: 'password', fromPage: 0 } })).toThrow(AppError);
    expect(() => readProtection({ protection: 'secret' })).toThrow(AppError);
  });

  it('accepts a public book, a single password and several users', () => {
    expect(protectionProblems(PUBLIC_PROTECTION, 1)).toEqual([]);
    expect(protectionProblems(single, 3)).toEqual([]);
    expect(protectionProblems(users, 3)).toEqual([]);
  });

  it('asks for the password in the spec words when it is empty', () => {
    const error = errorOf(() => assertPublishable({ ...single, password: '' }, 3));
    expect(error.code).toBe('PROTECT_PASSWORD_MISSING');
    expect(error.message).toBe('Please enter a password for the protected pages.');
    expect(errorOf(() => assertPublishable({ ...users, users: [{ user: 'Ann', password: '', hint: '' }] }, 3)).code).toBe('PROTECT_PASSWORD_MISSING');
    expect(errorOf(() => assertPublishable({ ...users, users: [] }, 3)).code).toBe('PROTECT_PASSWORD_MISSING');
  });

  it('keeps the start page within the book', () => {
    expect(protectionProblems({ ...single, fromPage: 4 }, 3)).toEqual([{ field: 'fromPage', pageCount: 3 }]);
    expect(errorOf(() => assertPublishable({ ...single, fromPage: 4 }, 3)).message).toBe('Start page must be between 1 and 3.');
  });

  it('wants a name for every user and no name twice, whatever its case or spacing', () => {
    const twice = { ...users, users: [...users.users, { user: ' ann ', password: 'c', hint: '' }, { user: '', password: 'd', hint: '' }] };
    expect(protectionProblems(twice, 3)).toEqual([
      { field: 'user', user: 2 },
      { field: 'user', user: 3 },
    ]);
    expect(errorOf(() => assertPublishable(twice, 3))).toMatchObject({ code: 'PROTECT_USER_NAME', message: 'Each user needs a name of their own: ann' });
  });
});
