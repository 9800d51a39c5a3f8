import { describe, expect, it } from 'vitest';
import { loginProblem, parseServer } from './login-form.js';

describe('login form', () => {
  it('names the first empty field before asking the service', () => {
    expect(loginProblem({ email: ' ', password: 'secret-1', server: '' })).toBe('cloud.login.emailRequired');
    expect(loginProblem({ email: 'a@example.com', password: '', server: '' })).toBe('cloud.login.passwordRequired');
    expect(loginProblem({ email: 'a@example.com', password: 'secret-1', server: '' })).toBeNull();
  });

  it('needs no password to ask for a reset link', () => {
    expect(loginProblem({ email: 'a@example.com', password: '', server: '' }, false)).toBeNull();
  });

  it('takes the service URL as its origin, empty as the default, and refuses what is not http(s)', () => {
    expect(parseServer('')).toBeNull();
    expect(parseServer(' https://cloud.example.com/account ')).toBe('https://cloud.example.com');
    expect(parseServer('http://127.0.0.1:8790/')).toBe('http://127.0.0.1:8790');
    expect(parseServer('ftp://cloud.example.com')).toBe('invalid');
    expect(parseServer('cloud.example.com')).toBe('invalid');
    expect(parseServer('https://user:pw@cloud.example.com')).toBe('invalid');
    expect(loginProblem({ email: 'a@example.com', password: 'x', server: 'nonsense' })).toBe('cloud.login.serverInvalid');
  });
});
