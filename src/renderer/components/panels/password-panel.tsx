import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hasProtectionProblem,
  PROTECTION_SETTING_KEY,
  protectionProblems,
  ProtectionSettingsSchema,
  PUBLIC_PROTECTION,
  type ProtectionSettings,
} from '../../../shared/protection/protection-settings.js';
import { protectionPreviewStore, useProtectionPreview } from '../../state/protection-preview.js';
import { useApp } from '../../state/store.js';
import { ProtectionUsers } from './protection-users.js';
import '../../styles/protection.css';

/** The book's protection as the editor shows it; a malformed value reads as public (publishing still refuses it). */
function useProtection(): ProtectionSettings {
  const raw = useApp((state) => state.project?.book.settings[PROTECTION_SETTING_KEY]);
  const parsed = ProtectionSettingsSchema.partial().safeParse(raw ?? {});
  return parsed.success ? { ...PUBLIC_PROTECTION, ...parsed.data } : PUBLIC_PROTECTION;
}

/**
 * The password tab (spec "Page password"): public or protected; one password or several
 * users with hints; all pages or from a start page; and a preview mode that shows the live
 * preview locked, as a reader will see it. Every change is a book edit; preview mode is not.
 */
export function PasswordPanel() {
  const { t } = useTranslation();
  const protection = useProtection();
  const pageCount = useApp((state) => state.project?.pages.length ?? 0);
  const editSettings = useApp((state) => state.editSettings);
  const previewing = useProtectionPreview((state) => state.on);
  const [showPasswords, setShowPasswords] = useState(false);
  const problems = protectionProblems(protection, Math.max(pageCount, 1));
  const commitSettings = useApp((state) => state.commitSettings);
  // Typing merges like any typing; a click (a radio) is an undo step of its own.
  const change = (patch: Partial<ProtectionSettings>) => editSettings({ [PROTECTION_SETTING_KEY]: { ...protection, ...patch } });
  const choose = (patch: Partial<ProtectionSettings>) => void commitSettings({ [PROTECTION_SETTING_KEY]: { ...protection, ...patch } });
  const isProtected = protection.mode === 'password';

  // Preview mode belongs to this tab: leaving the tab leaves it, so other tabs edit the open book.
  useEffect(() => () => protectionPreviewStore.getState().setOn(false), []);
  useEffect(() => {
    if (!isProtected && previewing) protectionPreviewStore.getState().setOn(false);
  }, [isProtected, previewing]);

  return (
    <form className="form protection-panel" onSubmit={(event) => event.preventDefault()} data-testid="password-panel">
      <fieldset className="import-section">
        <legend>{t('protection.access')}</legend>
        <div className="choice-row">
          <label className="choice">
            <input type="radio" name="protect-mode" checked={!isProtected} onChange={() => choose({ mode: 'public' })} data-testid="protect-public" />
            {t('protection.public')}
          </label>
          <label className="choice">
            <input type="radio" name="protect-mode" checked={isProtected} onChange={() => choose({ mode: 'password' })} data-testid="protect-password-mode" />
            {t('protection.protected')}
          </label>
        </div>
        <p className="field-hint">{t(isProtected ? 'protection.encryptNote' : 'protection.publicNote')}</p>
      </fieldset>

      {isProtected && (
        <>
          <fieldset className="import-section">
            <legend>{t('protection.kind')}</legend>
            <div className="choice-row">
              <label className="choice">
                <input type="radio" name="protect-kind" checked={protection.kind === 'single'} onChange={() => choose({ kind: 'single' })} data-testid="protect-single" />
                {t('protection.single')}
              </label>
              <label className="choice">
                <input type="radio" name="protect-kind" checked={protection.kind === 'users'} onChange={() => choose({ kind: 'users' })} data-testid="protect-users" />
                {t('protection.users')}
              </label>
            </div>
            {protection.kind === 'single' ? (
              <label className="field">
                <span className="field-label">{t('protection.password')}</span>
                <input
                  type={showPasswords ? 'text' : 'password'}
                  autoComplete="new-password"
                  value={protection.password}
                  maxLength={200}
                  aria-invalid={hasProtectionProblem(problems, 'password', null)}
                  onChange={(event) => change({ password: event.target.value })}
                  data-testid="protect-password"
                />
              </label>
            ) : (
              <ProtectionUsers users={protection.users} problems={problems} showPasswords={showPasswords} onChange={(users) => change({ users })} onCommit={(users) => choose({ users })} />
            )}
            <label className="choice">
              <input type="checkbox" checked={showPasswords} onChange={(event) => setShowPasswords(event.target.checked)} data-testid="protect-show-passwords" />
              {t('protection.showPasswords')}
            </label>
            {hasProtectionProblem(problems, 'password', null) && (
              <p className="form-error" role="alert" data-testid="protect-password-error">
                {t(protection.kind === 'users' && protection.users.length === 0 ? 'protection.errors.noUsers' : 'protection.errors.password')}
              </p>
            )}
          </fieldset>

          <fieldset className="import-section">
            <legend>{t('protection.range')}</legend>
            <div className="choice-row">
              <label className="choice">
                <input type="radio" name="protect-range" checked={protection.fromPage === 1} onChange={() => choose({ fromPage: 1 })} data-testid="protect-all-pages" />
                {t('protection.allPages')}
              </label>
              <label className="choice">
                <input type="radio" name="protect-range" checked={protection.fromPage > 1} onChange={() => choose({ fromPage: Math.min(2, Math.max(pageCount, 1)) })} data-testid="protect-from-mode" />
                {t('protection.fromPage')}
              </label>
              <input
                type="number"
                className="range-input protection-from"
                min={1}
                max={Math.max(pageCount, 1)}
                value={protection.fromPage}
                aria-label={t('protection.fromPage')}
                aria-invalid={problems.some((problem) => problem.field === 'fromPage')}
                onChange={(event) => {
                  const page = Math.floor(Number(event.target.value));
                  if (Number.isFinite(page) && page >= 1) change({ fromPage: page });
                }}
                data-testid="protect-from"
              />
            </div>
            {problems.some((problem) => problem.field === 'fromPage') ? (
              <p className="form-error" role="alert" data-testid="protect-from-error">
                {t('protection.errors.fromPage', { max: Math.max(pageCount, 1) })}
              </p>
            ) : (
              <p className="field-hint">{t('protection.fromPageNote')}</p>
            )}
          </fieldset>

          <fieldset className="import-section">
            <legend>{t('protection.preview')}</legend>
            <button type="button" className={previewing ? 'button button-primary' : 'button'} aria-pressed={previewing} onClick={() => protectionPreviewStore.getState().setOn(!previewing)} data-testid="protect-preview">
              {t(previewing ? 'protection.previewLeave' : 'protection.previewEnter')}
            </button>
            <p className="field-hint" role="status">
              {t(previewing ? 'protection.previewOn' : 'protection.previewNote')}
            </p>
          </fieldset>
        </>
      )}
    </form>
  );
}
