import fs from 'node:fs';
import { AppError } from '../../shared/errors/app-error.js';
import type { Edition } from '../../shared/domain/edition.js';
import type { LicenceStatus } from '../../shared/api/licence-api.js';
import { maskLicenceCode, normaliseLicenceCode } from '../../shared/licence/licence-code.js';
import type { LicencePayload } from '../../shared/licence/licence-document.js';
import { terminalCodeOf } from '../../shared/licence/terminal-code.js';
import { requestActivation, requestCheck, requestDeactivation } from './licence-service.js';
import { LicenceStore } from './licence-store.js';
import type { TrustedKey } from './trusted-keys.js';
import { verifyLicence } from './verify-licence.js';

/** How often the app asks the service whether its licence still stands (revocation). */
export const LICENCE_CHECK_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;
/** How far back the clock may go before the last time the app saw counts as tampering (2). */
const CLOCK_BACK_TOLERANCE_MS = 24 * 60 * 60 * 1000;
/** The service's answers that end a licence: revoked, expired, or the activation gone. */
const ENDING_ANSWERS = new Set(['LICENCE_REVOKED', 'LICENCE_CODE_EXPIRED', 'LICENCE_REGISTER_FAIL_2']);

export interface LicenceKeeperOptions {
  folder: string;
  fingerprint: string;
  trustedKeys: readonly TrustedKey[];
  defaultServer: string;
  /** FLIPBOOK_TEST_EDITION in a development build: the suite's switch; null everywhere else. */
  forcedEdition: Edition | null;
  clock?: () => Date;
  onChange: (status: LicenceStatus) => void;
}

/**
 * The program's registration: reads and verifies the stored licence at start, offline; registers
 * online or by verification file; deactivates; and checks with the service now and then. The
 * edition every host runs as is what this says.
 */
export class LicenceKeeper {
  private licence: LicencePayload | null = null;
  private problem: AppError | null = null;
  private readonly store: LicenceStore;
  private readonly clock: () => Date;
  /** The check under way, shared by whoever asks meanwhile (the start's weekly check and `--check`). */
  private checking: Promise<LicenceStatus> | null = null;

  constructor(private readonly options: LicenceKeeperOptions) {
    this.store = new LicenceStore(options.folder, options.fingerprint);
    this.clock = options.clock ?? (() => new Date());
  }

  edition(): Edition {
    return this.options.forcedEdition ?? (this.licence === null ? 'trial' : 'registered');
  }

  status(): LicenceStatus {
    const licence = this.licence;
    return {
      edition: this.edition(),
      licence: licence && { code: maskLicenceCode(licence.licenceCode), mode: licence.mode, activatedAt: licence.issuedAt, expiresAt: licence.expiresAt, server: licence.server },
      problem: this.problem?.toJSON() ?? null,
      terminalCode: terminalCodeOf(this.options.fingerprint),
      offlinePage: new URL('/licence/offline', licence?.server ?? this.options.defaultServer).href,
      storePage: new URL('/buy', licence?.server ?? this.options.defaultServer).href,
    };
  }

  /** Reads the stored licence and verifies it, offline; a licence that fails leaves a trial and says why. */
  async load(): Promise<LicenceStatus> {
    this.licence = null;
    this.problem = null;
    try {
      const stored = this.store.read();
      if (stored === null) this.problem = this.store.lastEnd();
      else {
        const now = this.clock();
        if (now.getTime() < Date.parse(stored.lastSeenAt) - CLOCK_BACK_TOLERANCE_MS) throw new AppError('LICENCE_TIMESTAMP', {}, `the clock reads ${now.toISOString()}, after ${stored.lastSeenAt} was seen`);
        this.licence = verifyLicence(stored.licence, { trustedKeys: this.options.trustedKeys, fingerprint: this.options.fingerprint, now, unreadable: 'LICENCE_DECRYPT' });
        if (now.getTime() > Date.parse(stored.lastSeenAt)) await this.store.write({ ...stored, lastSeenAt: now.toISOString() });
      }
    } catch (error) {
      this.problem = AppError.from(error);
    }
    return this.changed();
  }

  /** Online registration with a licence code. */
  async activate(typedCode: string, server?: string): Promise<LicenceStatus> {
    const code = normaliseLicenceCode(typedCode);
    if (code === null) throw new AppError('REGISTRATION_CODE_INVALID');
    const envelope = await requestActivation(server ?? this.licence?.server ?? this.options.defaultServer, code, this.options.fingerprint);
    return this.installText(`${JSON.stringify(envelope)}\n`);
  }

  /** Offline registration: a verification file made on the service's page for this machine's terminal code. */
  async install(file: string): Promise<LicenceStatus> {
    let text: string;
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) throw new Error('not a file');
      if (stat.size > 64 * 1024) throw new AppError('VERIFICATION_FILE_PARSE', {}, `${stat.size} bytes is no verification file`);
      text = await fs.promises.readFile(file, 'utf8');
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('VERIFICATION_FILE_MISSING', {}, error instanceof Error ? error.message : undefined);
    }
    return this.installText(text);
  }

  /** Verifies a licence as the service issued it and keeps it: the same rules online and offline. */
  private async installText(text: string): Promise<LicenceStatus> {
    const now = this.clock();
    const licence = verifyLicence(text, { trustedKeys: this.options.trustedKeys, fingerprint: this.options.fingerprint, now, unreadable: 'VERIFICATION_FILE_PARSE' });
    await this.store.write({ licence: text, lastSeenAt: now.toISOString(), lastCheckedAt: licence.mode === 'online' ? now.toISOString() : null });
    this.store.clearEnd();
    this.licence = licence;
    this.problem = null;
    return this.changed();
  }

  private current(): LicencePayload {
    if (this.licence === null) throw new AppError('LICENCE_FILE_MISSING');
    return this.licence;
  }

  /** Frees this machine's activation on the service, then returns to trial. */
  async deactivate(): Promise<LicenceStatus> {
    const licence = this.current();
    try {
      await requestDeactivation(licence.server, { code: licence.licenceCode, activationId: licence.activationId, fingerprint: licence.fingerprint });
    } catch (error) {
      // The service no longer has the activation: the slot is free already, so the app still returns to trial.
      if (!(error instanceof AppError && error.code === 'LICENCE_REGISTER_FAIL_2')) throw error;
    }
    await this.store.remove('deactivated');
    this.licence = null;
    this.problem = null;
    return this.changed();
  }

  /**
   * Asks the service whether the licence stands; a revoked or expired code, or a vanished
   * activation, ends it here. One check at a time: two that both heard "revoked" would both
   * set the licence file aside, and the second would find it gone.
   */
  check(stop?: AbortSignal): Promise<LicenceStatus> {
    this.checking ??= this.checkOnce(stop).finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async checkOnce(stop?: AbortSignal): Promise<LicenceStatus> {
    const licence = this.current();
    try {
      await requestCheck(licence.server, { code: licence.licenceCode, activationId: licence.activationId, fingerprint: licence.fingerprint }, stop);
    } catch (error) {
      if (!(error instanceof AppError && ENDING_ANSWERS.has(error.code))) throw error;
      await this.store.remove(error.code === 'LICENCE_REVOKED' ? 'revoked' : 'ended');
      this.store.recordEnd(error);
      this.licence = null;
      this.problem = error;
      this.changed();
      throw error;
    }
    const stored = this.store.read();
    if (stored !== null) await this.store.write({ ...stored, lastCheckedAt: this.clock().toISOString() });
    return this.status();
  }

  /**
   * The check, when a week has passed since the last; no network is no reason to stop working.
   * `stop` abandons it when the host closes: a CLI run must not wait on a slow service to exit.
   */
  async checkIfDue(stop?: AbortSignal): Promise<void> {
    if (this.licence === null) return;
    const stored = this.store.read();
    const last = stored?.lastCheckedAt ? Date.parse(stored.lastCheckedAt) : 0;
    if (this.clock().getTime() - last < LICENCE_CHECK_INTERVAL_MS) return;
    try {
      await this.check(stop);
    } catch {
      // A revocation has been applied by check(); a network failure waits for the next start.
    }
  }

  private changed(): LicenceStatus {
    const status = this.status();
    this.options.onChange(status);
    return status;
  }
}
