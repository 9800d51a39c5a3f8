import { createHash } from 'node:crypto';

/**
 * The tus id of one content of one upload: 32 hex digits derived from the upload and the
 * content's SHA-256, not drawn at random (0259). The app sends a file's first bytes on its
 * creating POST (creation-with-upload), so a POST cut short leaves bytes on the service under
 * an id the app never learnt; derived, the service finds them itself when the upload is given
 * up, and a new creating POST of the same file takes the same id and starts it afresh. The id
 * gives nothing away: every request on it still needs the owner's token.
 */
export function tusUploadIdOf(uploadId: string, sha256: string): string {
  return createHash('sha256').update(`${uploadId}/${sha256}`).digest('hex').slice(0, 32);
}
