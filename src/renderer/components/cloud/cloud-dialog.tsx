import type { Dialog } from '../../state/dialogs.js';
import '../../styles/cloud.css';
import { AccountDialog } from './account-dialog.js';
import { BooksDialog } from './books-dialog.js';
import { EmbedDialog } from './embed-dialog.js';
import { LoginDialog } from './login-dialog.js';
import { ShareDialog } from './share-dialog.js';
import { UploadDialog } from './upload-dialog.js';

type CloudDialogKind = 'cloudLogin' | 'cloudAccount' | 'cloudUpload' | 'cloudBooks' | 'cloudShare' | 'cloudEmbed';

/** The cloud panels, one at a time like every dialog; kept apart so the host's switch stays short. */
export function CloudDialog({ dialog, onClose }: { dialog: Extract<Dialog, { kind: CloudDialogKind }>; onClose: () => void }) {
  switch (dialog.kind) {
    case 'cloudLogin':
      return <LoginDialog next={dialog.next} onClose={onClose} />;
    case 'cloudAccount':
      return <AccountDialog onClose={onClose} />;
    case 'cloudUpload':
      return <UploadDialog onClose={onClose} />;
    case 'cloudBooks':
      return <BooksDialog onClose={onClose} />;
    case 'cloudShare':
      return <ShareDialog bookId={dialog.bookId} back={dialog.back} onClose={onClose} />;
    case 'cloudEmbed':
      return <EmbedDialog bookId={dialog.bookId} back={dialog.back} />;
  }
}
