import { describe, expect, it } from 'vitest';
import { withAnalyticsCsp } from './analytics-csp.js';

const HTML = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; img-src 'self' data:; connect-src 'self'">`;

describe('the published CSP and analytics', () => {
  it('keeps the closed policy for a book without an analytics id, or with a malformed one', () => {
    expect(withAnalyticsCsp(HTML, {})).toBe(HTML);
    expect(withAnalyticsCsp(HTML, { analyticsId: '' })).toBe(HTML);
    expect(withAnalyticsCsp(HTML, { analyticsId: 'x"; script-src *' })).toBe(HTML);
  });

  it("allows Google's tag hosts only in the directives it needs when an id is set", () => {
    const html = withAnalyticsCsp(HTML, { analyticsId: 'G-ABC123' });
    expect(html).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(html).toContain('connect-src \'self\' https://*.google-analytics.com');
    expect(html).toContain("default-src 'none';");
    expect(html).not.toContain('style-src');
  });
});
