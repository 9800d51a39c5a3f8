const CSP = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(">)/;

/**
 * Rewrites the sources of each directive of the reader's CSP meta tag. `edit` gets a
 * directive's name and sources and returns the sources to keep; the tag must exist, since a
 * book without its policy would load anything.
 */
export function editCspSources(html: string, edit: (name: string, sources: string[]) => string[]): string {
  const match = CSP.exec(html);
  if (match === null) throw new Error("the reader's index.html has no Content-Security-Policy meta tag");
  const policy = (match[2] ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter((parts) => parts[0] !== undefined && parts[0] !== '')
    .map(([name = '', ...sources]) => [name, ...edit(name, sources)].join(' '))
    .join('; ');
  return html.replace(CSP, (_all, head: string, _old: string, tail: string) => `${head}${policy}${tail}`);
}
