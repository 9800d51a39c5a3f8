import { useEffect } from 'react';
import { useCommands } from '../commands/commands-context.js';
import { offerTourOnFirstRun } from '../commands/help-commands.js';
import { TourOverlay } from '../components/tour/tour-overlay.js';
import { PageStrip } from '../components/page-strip.js';
import { PreviewPane } from '../components/preview-pane.js';
import { Ribbon } from '../components/ribbon.js';
import { Sidebar } from '../components/sidebar.js';
import { SettingsProblemsWatcher } from '../components/panels/design/settings-problems.js';
import { PhonePreviewPanel } from '../components/phone-preview/phone-preview-panel.js';
import { useApp } from '../state/store.js';

export function EditorScreen() {
  const { ctx } = useCommands();
  // Inside the editor, so closing the project also closes the panel and stops its server.
  const phonePreviewOpen = useApp((state) => state.phonePreviewOpen);
  // Once per time the editor opens; the context is stable for the app's life.
  useEffect(() => void offerTourOnFirstRun(ctx), [ctx]);
  return (
    <main className="editor" data-testid="editor-screen">
      <SettingsProblemsWatcher />
      <Ribbon />
      <div className="editor-body">
        <Sidebar />
        <section className="workspace">
          <PreviewPane />
          <PageStrip />
        </section>
      </div>
      {phonePreviewOpen && <PhonePreviewPanel />}
      <TourOverlay />
    </main>
  );
}
