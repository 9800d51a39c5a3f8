/**
 * The origin preview messages are sent to. The book data carries the session token in its
 * asset URLs, so it goes only to the reader's own origin; a custom scheme whose origin the
 * browser reports as opaque ("null") can only be addressed with "*".
 */
export function previewTargetOrigin(readerUrl: string, base: string): string {
  const origin = new URL(readerUrl, base).origin;
  return origin === 'null' ? '*' : origin;
}
