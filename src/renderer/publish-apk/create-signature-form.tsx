import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommands } from '../commands/commands-context.js';
import { errorText } from '../i18n/error-text.js';
import { useHost } from '../transport/host-context.js';
import { EMPTY_SIGNATURE_FORM, signatureFormProblem, type SignatureForm } from './apk-choices.js';
import { PathField, TextField } from './path-field.js';

interface CreateSignatureFormProps {
  /** Where the new keystore is suggested to go. */
  initialPath: string;
  /** Called with the new keystore's path once it exists. */
  onCreated(path: string): void;
  onBack(): void;
}

/**
 * The "Create signature" panel: a new keystore for signing APKs. The warning says why it
 * matters: a signature cannot be changed or deleted, and every update of an app must be
 * signed with the same one.
 */
export function CreateSignatureForm({ initialPath, onCreated, onBack }: CreateSignatureFormProps) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const host = useHost();
  const [form, setForm] = useState<SignatureForm>({ ...EMPTY_SIGNATURE_FORM, outPath: initialPath });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof SignatureForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const choose = host.chooseSavePath;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = signatureFormProblem(form);
    if (problem !== null) {
      setError('key' in problem ? t(problem.key) : errorText(t, problem));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
      const result = await host.client.call('keystore.create', {
        outPath: form.outPath.trim(),
        name: form.name.trim(),
        validityYears: Number(form.validityYears.trim()),
        password: form.password,
        confirmPassword: form.confirmPassword,
        unit: optional(form.unit),
        organization: optional(form.organization),
        city: optional(form.city),
        state: optional(form.state),
        countryCode: optional(form.countryCode),
      });
      ctx.store.getState().pushToast('success', t('apk.signatureCreated', { path: result.outPath }));
      onCreated(result.outPath);
    } catch (failure) {
      setError(errorText(t, failure));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="form apk-form" noValidate data-testid="signature-form">
      <p className="panel-note">{t('apk.signatureWarning')}</p>
      <div className="apk-grid">
        <TextField label={t('apk.signatureName')} value={form.name} onChange={set('name')} required testId="signature-name" />
        <TextField label={t('apk.validity')} value={form.validityYears} onChange={set('validityYears')} type="number" hint={t('apk.validityHint')} testId="signature-validity" />
        <TextField label={t('apk.password')} value={form.password} onChange={set('password')} type="password" hint={t('apk.passwordHint')} testId="signature-password" />
        <TextField label={t('apk.confirmPassword')} value={form.confirmPassword} onChange={set('confirmPassword')} type="password" testId="signature-confirm" />
        <TextField label={t('apk.unit')} value={form.unit} onChange={set('unit')} testId="signature-unit" />
        <TextField label={t('apk.organization')} value={form.organization} onChange={set('organization')} testId="signature-organization" />
        <TextField label={t('apk.city')} value={form.city} onChange={set('city')} testId="signature-city" />
        <TextField label={t('apk.state')} value={form.state} onChange={set('state')} testId="signature-state" />
        <TextField label={t('apk.countryCode')} value={form.countryCode} onChange={set('countryCode')} hint={t('apk.countryCodeHint')} testId="signature-country" />
      </div>
      <PathField
        label={t('apk.signatureFile')}
        value={form.outPath}
        onChange={set('outPath')}
        onBrowse={choose === null ? undefined : () => void choose('save-keystore', form.outPath).then((path) => path !== null && set('outPath')(path))}
        testId="signature-path"
      />
      {error !== null && (
        <p className="form-error" role="alert" data-testid="signature-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onBack} disabled={busy}>
          {t('apk.back')}
        </button>
        <button type="submit" className="button button-primary" disabled={busy} data-testid="signature-create">
          {t(busy ? 'apk.creating' : 'apk.create')}
        </button>
      </div>
    </form>
  );
}
