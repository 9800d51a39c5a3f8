import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CLOUD_SERVER } from '../../../shared/cloud/cloud-account.js';
import { CloudLoginPrefsSchema, type CloudLoginPrefs } from '../../../shared/prefs/cloud-prefs.js';
import { useCommands } from '../../commands/commands-context.js';
import { loginProblem, parseServer } from '../../cloud/login-form.js';
import { errorText } from '../../i18n/error-text.js';
import type { CloudPanel } from '../../state/dialogs.js';
import { readChoice, rememberedChoices, writeChoice } from '../../state/remembered-choices.js';
import { useApp } from '../../state/store.js';
import { Modal } from '../dialogs/modal.js';

type Mode = 'login' | 'register' | 'forgot';

const DEFAULT_PREFS: CloudLoginPrefs = { remember: true };

/**
 * The login panel (desktop-app.md): log in, create an account, auto login, forgot password, and
 * log out when signed in. The service URL is the one preference here, under "Service"; empty
 * means the host's default service. On success it opens the panel the user first asked for.
 */
export function LoginDialog({ next, onClose }: { next: CloudPanel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { ctx, run } = useCommands();
  const account = useApp((state) => state.cloudAccount);
  const prefs = readChoice(rememberedChoices(), 'cloudLogin', CloudLoginPrefsSchema, DEFAULT_PREFS);
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState(prefs.email ?? '');
  const [password, setPassword] = useState('');
  const [server, setServer] = useState(prefs.server ?? '');
  const [remember, setRemember] = useState(prefs.remember);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = { email, password, server };
    const problem = loginProblem(form, mode !== 'forgot');
    if (problem !== null) return setError(t(problem));
    const origin = parseServer(server);
    const target = origin === null || origin === 'invalid' ? {} : { server: origin };
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      if (mode === 'forgot') {
        await ctx.host.client.call('cloud.forgotPassword', { ...target, email: email.trim() });
        setNotice(t('cloud.login.resetSent'));
        return;
      }
      const method = mode === 'register' ? 'cloud.register' : 'cloud.login';
      const answer = await ctx.host.client.call(method, { ...target, email: email.trim(), password, remember });
      writeChoice(rememberedChoices(), 'cloudLogin', { ...target, email: email.trim(), remember });
      ctx.store.getState().setCloudAccount(answer.account);
      ctx.store.getState().setDialog(next === null ? null : { kind: next });
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const switchTo = (to: Mode) => {
    setMode(to);
    setError(null);
    setNotice(null);
  };

  return (
    <Modal title={t(`cloud.login.title.${mode}`)} onCancel={onClose} testId="cloud-login">
      {account !== null && (
        <div className="cloud-signed-in" data-testid="cloud-login-current">
          <span>{t('cloud.header.signedInAs', { email: account.email })}</span>
          <button type="button" className="button" onClick={() => run('online.logout')} data-testid="cloud-logout">
            {t('commands.online.logout')}
          </button>
        </div>
      )}
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span className="field-label">{t('cloud.login.email')}</span>
          <input type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} autoFocus data-testid="cloud-email" />
        </label>
        {mode !== 'forgot' && (
          <label className="field">
            <span className="field-label">{t('cloud.login.password')}</span>
            <input
              type="password"
              autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              data-testid="cloud-password"
            />
            {mode === 'register' && <span className="field-hint">{t('cloud.login.passwordHint')}</span>}
          </label>
        )}
        {mode !== 'forgot' && (
          <label className="choice">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} data-testid="cloud-remember" />
            <span>{t('cloud.login.remember')}</span>
          </label>
        )}
        <details className="cloud-server">
          <summary>{t('cloud.login.service')}</summary>
          <label className="field">
            <span className="field-label">{t('cloud.login.serviceUrl')}</span>
            <input type="url" value={server} placeholder={DEFAULT_CLOUD_SERVER} onChange={(event) => setServer(event.target.value)} spellCheck={false} data-testid="cloud-server" />
            <span className="field-hint">{t('cloud.login.serviceHint')}</span>
          </label>
        </details>
        {error !== null && (
          <p className="form-error" role="alert" data-testid="cloud-login-error">
            {error}
          </p>
        )}
        {notice !== null && (
          <p className="panel-note" role="status" data-testid="cloud-login-notice">
            {notice}
          </p>
        )}
        <div className="cloud-login-links">
          {mode !== 'login' && (
            <button type="button" className="link-button" onClick={() => switchTo('login')} data-testid="cloud-mode-login">
              {t('cloud.login.haveAccount')}
            </button>
          )}
          {mode !== 'register' && (
            <button type="button" className="link-button" onClick={() => switchTo('register')} data-testid="cloud-mode-register">
              {t('cloud.login.createAccount')}
            </button>
          )}
          {mode !== 'forgot' && (
            <button type="button" className="link-button" onClick={() => switchTo('forgot')} data-testid="cloud-mode-forgot">
              {t('cloud.login.forgot')}
            </button>
          )}
        </div>
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose} data-testid="cloud-login-cancel">
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy} data-testid="cloud-login-submit">
            {t(`cloud.login.submit.${mode}`)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
