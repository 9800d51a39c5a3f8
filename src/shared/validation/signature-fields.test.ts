import { describe, expect, it } from 'vitest';
import { isValidCountryCode, signatureProblem } from './signature-fields.js';

describe('signature fields', () => {
  const fine = { validityYears: 25, password: '123456', confirmPassword: '123456' };

  it('passes a six-character password, confirmed, with whole years', () => {
    expect(signatureProblem(fine)).toBeNull();
  });

  it('checks length first, then the confirmation, then the validity', () => {
    expect(signatureProblem({ validityYears: 0, password: '12345', confirmPassword: 'x' })).toBe('SIGNATURE_PASSWORD_SHORT');
    expect(signatureProblem({ ...fine, confirmPassword: '123457', validityYears: 0 })).toBe('PASSWORDS_DO_NOT_MATCH');
    for (const validityYears of [0, -3, 1.5, Number.NaN, 101]) expect(signatureProblem({ ...fine, validityYears })).toBe('SIGNATURE_VALIDITY');
  });

  it('takes two-letter country codes or none', () => {
    expect(['US', 'cn', ''].every(isValidCountryCode)).toBe(true);
    expect(['USA', 'U', '1A', 'ü1'].some(isValidCountryCode)).toBe(false);
  });
});
