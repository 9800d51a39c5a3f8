/** An element of a parsed XML document: its name, attributes, children and text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`unknown entity ${whole}`);
    return value;
  });
}

/**
 * A strict parser for the small manifests the plug-ins write (elements, attributes, text,
 * comments, the XML declaration): it throws on anything malformed, such as a raw `<` or `&`
 * in text, an unclosed or mismatched tag, or a second root.
 */
export function parseXml(source: string): XmlElement {
  const body = source.replace(/^\uFEFF?<\?xml[^?]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '');
  const token = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*"[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  for (const match of body.matchAll(token)) {
    const [, closing, name, attrs, selfClosing, text, stray] = match;
    const top = stack.at(-1) as XmlElement;
    if (stray !== undefined) throw new Error(`malformed markup at ${match.index}`);
    if (text !== undefined) {
      if (/&(?!(#x[0-9a-f]+|#\d+|\w+);)/i.test(text) || text.includes('>')) throw new Error(`raw & or > in text at ${match.index}`);
      top.text += decode(text);
      continue;
    }
    if (closing === '/') {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const attr of (attrs ?? '').matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*"([^"]*)"/g)) attributes[attr[1] as string] = decode(attr[2] as string);
    const element: XmlElement = { name: name as string, attributes, children: [], text: '' };
    top.children.push(element);
    if (selfClosing !== '/') stack.push(element);
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)?.name}> is not closed`);
  if (root.children.length !== 1 || root.text.trim() !== '') throw new Error('an XML document has exactly one root element');
  return root.children[0] as XmlElement;
}

/** The direct children of an element with this name. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}
