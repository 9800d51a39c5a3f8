import type { Dialog } from '../../state/dialogs.js';
import { useApp } from '../../state/store.js';
import { AboutDialog } from './about-dialog.js';
import { UpdateDialog } from '../../updates/update-dialog.js';
import { FaqDialog } from './faq-dialog.js';
import { AddPageDialog } from './add-page-dialog.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { DesktopPublishDialog } from './desktop-publish-dialog.js';
import { ImportOptionsDialog } from './import-options-dialog.js';
import { LargeImagesDialog } from './large-images-dialog.js';
import { MergeDialog } from './merge-dialog.js';
import { PasswordDialog } from './password-dialog.js';
import { PathDialog } from './path-dialog.js';
import { PreferencesDialog } from './preferences-dialog.js';
import { PublishedDialog } from './published-dialog.js';
import { RecoverDialog } from './recover-dialog.js';
import { PublishHtmlDialog } from '../publish/publish-html-dialog.js';
import { PublishPluginDialog } from '../publish/publish-plugin-dialog.js';
import { UnsavedDialog } from './unsaved-dialog.js';
import { PublishApkDialog } from '../../publish-apk/publish-apk-dialog.js';
import { MultimediaDialog } from '../multimedia/multimedia-dialog.js';
import { RegistrationDialog } from '../../licence/registration-dialog.js';
import { CloudDialog } from '../cloud/cloud-dialog.js';
import { BatchDialog } from '../batch/batch-dialog.js';

const keys = new WeakMap<Dialog, number>();
let nextKey = 1;

/** Each dialog object gets its own key, so a new prompt starts with fresh fields. */
function keyOf(dialog: Dialog): number {
  let key = keys.get(dialog);
  if (key === undefined) {
    key = nextKey++;
    keys.set(dialog, key);
  }
  return key;
}

export function DialogHost() {
  const dialog = useApp((state) => state.dialog);
  const close = useApp((state) => state.setDialog);
  const project = useApp((state) => state.project);
  if (dialog === null) return null;
  const key = keyOf(dialog);
  switch (dialog.kind) {
    case 'unsaved':
      return <UnsavedDialog key={key} dialog={dialog} />;
    case 'path':
      return <PathDialog key={key} dialog={dialog} />;
    case 'password':
      return <PasswordDialog key={key} dialog={dialog} />;
    case 'cloudLogin':
    case 'cloudAccount':
    case 'cloudUpload':
    case 'cloudBooks':
    case 'cloudShare':
    case 'cloudEmbed':
      return <CloudDialog key={key} dialog={dialog} onClose={() => close(null)} />;
    case 'published':
      return <PublishedDialog key={key} indexPath={dialog.indexPath} pageCount={dialog.pageCount} messageKey={dialog.messageKey} hints={dialog.hints} onClose={() => close(null)} />;
    case 'publishHtml':
      return project && <PublishHtmlDialog key={key} project={project} defaultDir={dialog.defaultDir} onClose={() => close(null)} />;
    case 'publishPlugin':
      return project && <PublishPluginDialog key={key} project={project} defaultDir={dialog.defaultDir} onClose={() => close(null)} />;
    case 'desktopPublish':
      return <DesktopPublishDialog key={key} format={dialog.format} onClose={() => close(null)} />;
    case 'updates':
      return <UpdateDialog key={key} onClose={() => close(null)} />;
    case 'about':
      return <AboutDialog key={key} onClose={() => close(null)} />;
    case 'preferences':
      return <PreferencesDialog key={key} onClose={() => close(null)} />;
    case 'registration':
      return <RegistrationDialog key={key} onClose={() => close(null)} />;
    case 'faq':
      return <FaqDialog key={key} onClose={() => close(null)} />;
    case 'confirm':
      return <ConfirmDialog key={key} dialog={dialog} />;
    case 'importOptions':
      return <ImportOptionsDialog key={key} dialog={dialog} />;
    case 'merge':
      return <MergeDialog key={key} dialog={dialog} />;
    case 'largeImages':
      return <LargeImagesDialog key={key} dialog={dialog} />;
    case 'addPage':
      return <AddPageDialog key={key} dialog={dialog} />;
    case 'recover':
      return <RecoverDialog key={key} dialog={dialog} />;
    case 'publishApk':
      return <PublishApkDialog key={key} onClose={() => close(null)} />;
    case 'batch':
      return <BatchDialog key={key} defaultOutDir={dialog.defaultOutDir} onClose={() => close(null)} />;
    case 'multimedia':
      return <MultimediaDialog key={key} onClose={() => close(null)} />;
  }
}
