import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app.js';
import { setupI18n } from './i18n/setup-i18n.js';
import { loadRememberedChoices } from './state/remembered-choices.js';
import { createAppStore } from './state/store.js';
import { createHost } from './transport/create-client.js';
import { errorText } from './i18n/error-text.js';
import './styles/base.css';
import './styles/shell.css';
import './styles/home.css';
import './styles/editor.css';
import './styles/dialogs.css';
import './styles/import.css';
import './styles/book-features.css';

// The CSP forbids eval; without this zod probes for it and the browser logs a violation.
z.config({ jitless: true });

async function start(): Promise<void> {
  const host = createHost();
  // Before i18n and the first render: both read the remembered choices synchronously.
  await loadRememberedChoices(host.client);
  // In Electron the main process has already remembered app.getLocale()'s pick before the
  // window opened; the browser's list only decides where nothing is remembered yet.
  const i18n = await setupI18n(navigator.languages);
  const store = createAppStore(host.client, (error) => store.getState().pushToast('error', errorText(i18n.t, error)));
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root');
  createRoot(container).render(<App host={host} store={store} i18n={i18n} />);
}

void start();
