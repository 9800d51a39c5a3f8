import { createHash, randomBytes } from 'node:crypto';

/** Hex digits of a tus id taken by its upload's prefix; the rest are random. */
const PREFIX_DIGITS = 16;

/**
 * The first half of the tus id of every file of one upload: 16 hex digits derived from the
 * upload (0259). A creating POST may carry data (tus's creation-with-upload; the app sends none),
 * and one cut short leaves bytes on the service under an id its client never learnt. The service
 * finds those by the upload's tus_uploads rows (tus-cleanup.ts); the shared prefix lets an
 * operator, and the tests, see at a glance what the service holds for one upload.
 */
export function tusIdPrefixOf(uploadId: string): string {
  return createHash('sha256').update(uploadId).digest('hex').slice(0, PREFIX_DIGITS);
}

/**
 * A new tus id for a file of `uploadId`: its prefix and 16 random hex digits, so two creating
 * POSTs of one file (the second after the first was cut) never share an id, and one's end
 * cannot touch the other's bytes. The id gives nothing away: every request on it needs the
 * owner's token.
 */
export function newTusUploadId(uploadId: string): string {
  return `${tusIdPrefixOf(uploadId)}${randomBytes(16 - PREFIX_DIGITS / 2).toString('hex')}`;
}
