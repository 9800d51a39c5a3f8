/** Bytes per compared window: far too long to repeat by chance in ciphertext or base64. */
export const LEAK_WINDOW = 24;

/** Every window of `bytes` at a stride, as latin1 strings. */
export function byteWindows(bytes: Uint8Array, stride: number): Set<string> {
  const text = Buffer.from(bytes).toString('latin1');
  const out = new Set<string>();
  for (let at = 0; at + LEAK_WINDOW <= text.length; at += stride) out.add(text.slice(at, at + LEAK_WINDOW));
  return out;
}

/** The windows of `wanted` that occur anywhere in `haystack`. */
export function windowsFound(wanted: ReadonlySet<string>, haystack: Uint8Array): string[] {
  const text = Buffer.from(haystack).toString('latin1');
  const hits: string[] = [];
  for (let at = 0; at + LEAK_WINDOW <= text.length; at += 1) {
    const window = text.slice(at, at + LEAK_WINDOW);
    if (wanted.has(window)) hits.push(window);
  }
  return hits;
}

/**
 * The byte runs that identify protected files: raw, and as they would read in base64. Runs
 * they share with public files (WebP headers, blank areas) prove nothing, so they are left out.
 */
export function secretRuns(secretFiles: readonly Uint8Array[], publicFiles: readonly Uint8Array[]): { raw: Set<string>; base64: Set<string> } {
  const publicRuns = new Set<string>();
  for (const bytes of publicFiles) for (const run of byteWindows(bytes, 1)) publicRuns.add(run);
  const raw = new Set<string>();
  const base64 = new Set<string>();
  for (const bytes of secretFiles) {
    for (const run of byteWindows(bytes, 8)) if (!publicRuns.has(run)) raw.add(run);
    for (const run of byteWindows(Buffer.from(Buffer.from(bytes).toString('base64').slice(64)), 32)) base64.add(run);
  }
  return { raw, base64 };
}
