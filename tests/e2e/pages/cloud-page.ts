import type { Download, Page } from 'playwright-core';

/** The editor's cloud panels: login, account, upload, share, embed and the online book list. */
export class CloudPage {
  constructor(readonly page: Page) {}

  el = (testId: string) => this.page.locator(`[data-testid="${testId}"]`);
  badge = () => this.el('cloud-badge');
  uploadStatus = () => this.el('cloud-upload-status');

  /** Creates an account from the login panel, on the given service (the Service URL preference). */
  async register(email: string, password: string, server: string): Promise<void> {
    await this.el('cloud-login').waitFor();
    await this.el('cloud-mode-register').click();
    await this.el('cloud-email').fill(email);
    await this.el('cloud-password').fill(password);
    await this.page.locator('.cloud-server summary').click();
    await this.el('cloud-server').fill(server);
    await this.el('cloud-login-submit').click();
    await this.page.locator(`[data-testid="cloud-badge"][data-signed-in="true"]`).waitFor();
  }

  async openUpload(): Promise<void> {
    await this.el('ribbon-cloud-upload').click();
    await this.el('cloud-upload').waitFor();
  }

  async openBooks(): Promise<void> {
    await this.el('ribbon-cloud-books').click();
    await this.el('cloud-books').waitFor();
  }

  /** Waits until the upload's status is one of the spec's words (the data-status attribute). */
  async waitForUploadStatus(status: string, timeout = 180_000): Promise<void> {
    await this.page.locator(`[data-testid="cloud-upload-status"][data-status="${status}"]`).waitFor({ timeout });
  }

  /** Saves the share dialog's QR code as PNG through the browser's download, into `file`. */
  async saveQr(file: string): Promise<void> {
    const [download]: [Download, void] = await Promise.all([this.page.waitForEvent('download'), this.el('cloud-share-save-qr').click()]);
    await download.saveAs(file);
  }

  row = (title: string) => this.page.locator('[data-testid="cloud-book"]', { hasText: title });
}
