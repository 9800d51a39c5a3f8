import { PageStrip } from '../components/page-strip.js';
import { PreviewPane } from '../components/preview-pane.js';
import { Ribbon } from '../components/ribbon.js';
import { Sidebar } from '../components/sidebar.js';
import { SettingsProblemsWatcher } from '../components/panels/design/settings-problems.js';

export function EditorScreen() {
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
    </main>
  );
}
