import { useTranslation } from 'react-i18next';
import { hasProtectionProblem, PROTECTION_USERS_MAX, type ProtectionProblem, type ProtectionUser } from '../../../shared/protection/protection-settings.js';

interface ProtectionUsersProps {
  users: readonly ProtectionUser[];
  problems: readonly ProtectionProblem[];
  showPasswords: boolean;
  /** Typing in a field (merged into one undo step while typing). */
  onChange: (users: ProtectionUser[]) => void;
  /** Adding or removing a row: an undo step of its own. */
  onCommit: (users: ProtectionUser[]) => void;
}

/** The readers of a book protected for several users: one row each (user, password, hint), added and removed freely. */
export function ProtectionUsers({ users, problems, showPasswords, onChange, onCommit }: ProtectionUsersProps) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<ProtectionUser>) => onChange(users.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const badName = users.some((_, index) => hasProtectionProblem(problems, 'user', index));

  return (
    <div className="protection-users" data-testid="protect-user-list">
      {users.map((entry, index) => (
        <div className="protection-user" key={index} data-testid="protect-user-row">
          <input
            type="text"
            value={entry.user}
            maxLength={200}
            placeholder={t('protection.user')}
            aria-label={t('protection.userNumber', { number: index + 1 })}
            aria-invalid={hasProtectionProblem(problems, 'user', index)}
            onChange={(event) => update(index, { user: event.target.value })}
            data-testid="protect-user-name"
          />
          <input
            type={showPasswords ? 'text' : 'password'}
            autoComplete="new-password"
            value={entry.password}
            maxLength={200}
            placeholder={t('protection.password')}
            aria-label={t('protection.passwordNumber', { number: index + 1 })}
            aria-invalid={hasProtectionProblem(problems, 'password', index)}
            onChange={(event) => update(index, { password: event.target.value })}
            data-testid="protect-user-password"
          />
          <input
            type="text"
            value={entry.hint}
            maxLength={200}
            placeholder={t('protection.hint')}
            aria-label={t('protection.hintNumber', { number: index + 1 })}
            onChange={(event) => update(index, { hint: event.target.value })}
            data-testid="protect-user-hint"
          />
          <button
            type="button"
            className="button"
            aria-label={t('protection.removeUser', { number: index + 1 })}
            onClick={() => onCommit(users.filter((_, i) => i !== index))}
            data-testid="protect-user-remove"
          >
            ×
          </button>
        </div>
      ))}
      {badName && (
        <p className="form-error" role="alert" data-testid="protect-user-error">
          {t('protection.errors.userName')}
        </p>
      )}
      <button
        type="button"
        className="button"
        disabled={users.length >= PROTECTION_USERS_MAX}
        onClick={() => onCommit([...users, { user: '', password: '', hint: '' }])}
        data-testid="protect-add-user"
      >
        {t('protection.addUser')}
      </button>
      <p className="field-hint">{t('protection.hintNote')}</p>
    </div>
  );
}
