/** The longest file name an upload keeps, in UTF-8 bytes (well under every file system's 255). */
export const MAX_UPLOAD_NAME_BYTES = 200;

function utf8Length(value: string): number {
  return Buffer.byteLength(value, 'utf8');
}

/** Drops whole characters from the end until the text fits the byte budget. */
function fitBytes(value: string, budget: number): string {
  let out = '';
  for (const char of value) {
    if (utf8Length(out + char) > budget) break;
    out += char;
  }
  return out;
}

/**
 * Turns a browser-supplied file name into a safe single path segment: only the base name is
 * kept, separators, control and Windows-reserved characters are removed, leading dots are
 * dropped (so `..` and hidden files cannot appear), and long names are shortened while
 * keeping their extension, which the importers rely on.
 */
export function sanitizeUploadName(raw: string): string {
  const base = raw.split(/[\\/]/).at(-1) ?? '';
  let name = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').replace(/^[.\s]+/, '').trim();
  if (name === '') name = 'upload';
  if (utf8Length(name) <= MAX_UPLOAD_NAME_BYTES) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  const stem = name.slice(0, name.length - ext.length);
  return fitBytes(stem, MAX_UPLOAD_NAME_BYTES - utf8Length(ext)) + ext;
}
