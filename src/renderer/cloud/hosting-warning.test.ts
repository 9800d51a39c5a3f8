import { describe, expect, it } from 'vitest';
import cloudEn from '../../../locales/cloud/en.json';
import { chargedBooks, hostingRunsOut } from './hosting-warning.js';

const vip = { plan: 'yearly' as const, expiresAt: '2027-01-01T12:00:00.000Z', daysRemaining: 36, renews: false, canResumeRenewal: false };

describe('the 24-hour warning', () => {
  it('counts only the books the monthly charge pays for', () => {
    expect(chargedBooks([{ status: 'enabled' }, { status: 'overdue' }, { status: 'disabled' }, { status: 'uploading' }, { status: 'error' }])).toBe(2);
  });

  it('warns when the points run out before the books do, the new one included', () => {
    expect(hostingRunsOut({ points: 2, vip: null }, 1, 1)).toBe(false);
    expect(hostingRunsOut({ points: 1, vip: null }, 1, 1)).toBe(true);
    // Overwriting hosts no extra book.
    expect(hostingRunsOut({ points: 1, vip: null }, 1, 0)).toBe(false);
    expect(hostingRunsOut({ points: 0, vip: null }, 3, 0)).toBe(true);
  });

  it('never warns while VIP is live; an expired VIP (no VIP) is judged by the points', () => {
    expect(hostingRunsOut({ points: 0, vip }, 500, 1)).toBe(false);
    expect(hostingRunsOut({ points: 0, vip: null }, 0, 1)).toBe(true);
  });

  it('says the book is disabled 24 hours later, in the upload dialog and the account panel', () => {
    expect(cloudEn.upload.runsOut).toContain('disabled 24 hours later');
    expect(cloudEn.account.runsOut).toContain('disabled 24 hours later');
  });
});
