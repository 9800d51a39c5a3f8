/**
 * Reads the flat `key: value` YAML of a Drupal info file: plain scalars and single-quoted
 * ones (where '' is a quote). Throws on anything else, so a broken escape fails the test.
 */
export function parseFlatYaml(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of source.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = /^([a-z_]+): (.*)$/.exec(line);
    if (match === null) throw new Error(`not a flat YAML line: ${line}`);
    const [, key, raw] = match as unknown as [string, string, string];
    if (raw.startsWith("'")) {
      if (!/^'(?:[^']|'')*'$/.test(raw)) throw new Error(`bad single-quoted scalar: ${raw}`);
      out[key] = raw.slice(1, -1).replace(/''/g, "'");
    } else {
      if (/^["&*!|>%@`{[]/.test(raw) || raw.includes(': ') || raw.includes(' #')) throw new Error(`unsafe plain scalar: ${raw}`);
      out[key] = raw;
    }
  }
  return out;
}
