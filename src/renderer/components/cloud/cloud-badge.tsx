import { useTranslation } from 'react-i18next';
import { useCommands } from '../../commands/commands-context.js';
import { useApp } from '../../state/store.js';
import { Icon } from '../icons.js';

/** The header's word on the cloud: who is signed in (opening the account panel), or a way to log in. */
export function CloudBadge() {
  const { t } = useTranslation();
  const { run } = useCommands();
  const account = useApp((state) => state.cloudAccount);
  return (
    <button
      type="button"
      className="header-button"
      onClick={() => run(account === null ? 'online.login' : 'online.account')}
      title={account === null ? undefined : t('cloud.header.signedInAs', { email: account.email })}
      data-testid="cloud-badge"
      data-signed-in={account !== null}
    >
      <Icon name="cloud" size={18} />
      <span>{account === null ? t('commands.online.login') : account.email}</span>
    </button>
  );
}
