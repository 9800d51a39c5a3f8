import { useEffect, useMemo } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { commandForKey } from '../shared/commands/key-bindings.js';
import { MenuCommandSchema } from '../shared/commands/menu-command.js';
import { CommandsContext, type Commands } from './commands/commands-context.js';
import { refreshRecent, toastError } from './commands/context.js';
import { checkUpdatesAtStart } from './commands/help-commands.js';
import { offerRecovery } from './commands/recovery-commands.js';
import { openRequestedProjects } from './commands/open-requests.js';
import { runCommand } from './commands/registry.js';
import { refreshCloudAccount } from './cloud/cloud-commands.js';
import { AppHeader } from './components/app-header.js';
import { DialogHost } from './components/dialogs/dialog-host.js';
import { TaskOverlay } from './components/task-overlay.js';
import { Toasts } from './components/toasts.js';
import { applyLanguage } from './i18n/setup-i18n.js';
import { EditorScreen } from './screens/editor-screen.js';
import { HomeScreen } from './screens/home-screen.js';
import { StoreContext, useApp, type AppStore } from './state/store.js';
import type { Host } from './transport/create-client.js';
import { HostContext } from './transport/host-context.js';

interface AppProps {
  host: Host;
  store: AppStore;
  i18n: i18n;
}

export function App({ host, store, i18n }: AppProps) {
  const commands = useMemo<Commands>(() => {
    const ctx = { host, store, t: i18n.t.bind(i18n) };
    return { ctx, run: (command) => runCommand(ctx, command, (code) => void applyLanguage(i18n, code)) };
  }, [host, store, i18n]);

  useEffect(() => {
    const { ctx } = commands;
    const openRequested = openRequestedProjects(ctx);
    const offOpen = host.client.on('app.openRequested', () => void openRequested());
    void (async () => {
      try {
        const { project } = await host.client.call('project.get', {});
        store.getState().setProject(project);
      } catch (error) {
        toastError(ctx, error);
      }
      await refreshRecent(ctx);
      await offerRecovery(ctx);
      // A project file double-clicked to start the app waited for the editor to be ready.
      await openRequested();
    })();
    // Auto login: the engine renews a remembered session, so the header names the account at once.
    void refreshCloudAccount(ctx);
    void checkUpdatesAtStart(ctx);
    // Another window or the CLI may change the open project; catch up unless edits are waiting.
    // Our own edits announce themselves too: while one is unanswered its answer brings the
    // project, and a fetched copy could land after that answer and drop the edits after it.
    const isBehind = (revision: number) => {
      const state = store.getState();
      if (state.task !== null || state.editsInFlight()) return false;
      return state.project === null || state.project.revision < revision;
    };
    const offChanged = host.client.on('project.changed', ({ revision }) => {
      if (!isBehind(revision)) return;
      void host.client.call('project.get', {}).then(
        ({ project }) => {
          if (project === null ? !store.getState().editsInFlight() : isBehind(project.revision)) store.getState().setProject(project);
        },
        (error: unknown) => toastError(ctx, error),
      );
    });
    // Events arrive over IPC or the network: an unknown command is dropped, not run.
    const offMenu = host.client.on('app.menu', ({ command }) => {
      const parsed = MenuCommandSchema.safeParse(command);
      if (parsed.success) commands.run(parsed.data);
    });
    return () => {
      offOpen();
      offChanged();
      offMenu();
    };
  }, [host, store, commands]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = commandForKey(event, host.kind);
      if (command === undefined) return;
      event.preventDefault();
      commands.run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [host, commands]);

  useEffect(() => {
    if (host.kind !== 'web') return;
    // A browser tab can only be held by its own prompt; Electron asks through app.quitRequested.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const state = store.getState();
      if (state.project?.dirty === true || state.pendingPatch !== null) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [host, store]);

  return (
    <I18nextProvider i18n={i18n}>
      <HostContext.Provider value={host}>
        <StoreContext.Provider value={store}>
          <CommandsContext.Provider value={commands}>
            <Shell />
          </CommandsContext.Provider>
        </StoreContext.Provider>
      </HostContext.Provider>
    </I18nextProvider>
  );
}

function Shell() {
  const hasProject = useApp((state) => state.project !== null);
  return (
    <div className="app">
      <AppHeader />
      {hasProject ? <EditorScreen /> : <HomeScreen />}
      <TaskOverlay />
      <DialogHost />
      <Toasts />
    </div>
  );
}
