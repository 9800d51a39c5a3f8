import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { withFailureDetail } from './failure-prefix.js';

describe('the failure prefixes of desktop-app.md section 8', () => {
  it.each([
    ['PDF_CONVERSION_FAILED', 'PDF conversion failed! page 3: bad XRef'],
    ['PUBLISH_HTML_FAILED', 'Publish HTML format failed! page 3: bad XRef'],
    ['PUBLISH_PACKAGE_FAILED', 'Failed to publish EXE, APP or APK file! page 3: bad XRef'],
    ['PUBLISH_PLUGIN_FAILED', 'Failed to publish the WordPress plug-in! page 3: bad XRef'],
    ['UPLOAD_FAILED', 'Upload Failed page 3: bad XRef'],
  ] as const)('puts the error text after the %s headline', (code, shown) => {
    const error = new AppError(code, { format: 'WordPress' }, 'page 3: bad XRef');
    expect(withFailureDetail(error.message, error)).toBe(shown);
  });

  it('shows the headline alone without a detail, and never prefixes other errors', () => {
    expect(withFailureDetail('PDF conversion failed!', new AppError('PDF_CONVERSION_FAILED'))).toBe('PDF conversion failed!');
    const other = new AppError('PROJECT_SAVE_FAILED', {}, 'EACCES');
    expect(withFailureDetail(other.message, other)).toBe('Failed to save project!');
  });
});
