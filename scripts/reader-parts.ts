import fs from 'node:fs';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

/** The global the part loader (src/reader/boot/part-loader.ts) sets; each part calls its define. */
const REGISTRY = 'FlipbookReaderParts';

/**
 * Turns the reader's CommonJS chunks into classic scripts that open from file:// (decision
 * 0257): each chunk is wrapped in a call to the part loader's `define`, naming the chunks it
 * imports statically, and reader.js, the entry, starts with the loader itself.
 */
export function readerParts(loaderPath: string): Plugin {
  return {
    name: 'flipbook-reader-parts',
    generateBundle(_options, bundle) {
      const loader = transformSync(fs.readFileSync(loaderPath, 'utf8'), { loader: 'ts', format: 'iife', minify: true, target: 'es2022' }).code;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      // The entry's own styles are reader.css, which index.html links; a part's come with it.
      const stylesOf = (chunk: (typeof chunks)[number]): string[] => (chunk.isEntry ? [] : [...(chunk.viteMetadata?.importedCss ?? [])]);
      const plan = partPlan(new Map(chunks.map((chunk) => [chunk.fileName, { needs: chunk.imports, styles: stylesOf(chunk), entry: chunk.isEntry }])));
      for (const chunk of chunks) {
        const needs = JSON.stringify(chunk.imports);
        const styles = JSON.stringify(stylesOf(chunk));
        const entryArgs = chunk.isEntry ? `,true,${JSON.stringify(plan)}` : '';
        const wrapped = `${REGISTRY}.define(${JSON.stringify(chunk.fileName)},${needs},${styles},function(require,module,exports){"use strict";${chunk.code}\n}${entryArgs});\n`;
        chunk.code = chunk.isEntry ? loader + wrapped : wrapped;
      }
    },
  };
}

interface PartFacts {
  needs: readonly string[];
  styles: readonly string[];
  entry: boolean;
}

/**
 * The part loader's plan: for each part that needs other parts or brings stylesheets, every
 * part it needs however deep (not the entry, which is running), and their stylesheets in the
 * order the loader would add them one level at a time (a part's own, then its needs').
 */
export function partPlan(parts: ReadonlyMap<string, PartFacts>): Record<string, [string[], string[]]> {
  const plan: Record<string, [string[], string[]]> = {};
  for (const [name, facts] of parts) {
    if (facts.entry) continue;
    const needs: string[] = [];
    const styles = [...facts.styles];
    const queue = [...facts.needs];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const need = parts.get(next);
      if (next === name || needs.includes(next) || need === undefined || need.entry) continue;
      needs.push(next);
      styles.push(...need.styles.filter((style) => !styles.includes(style)));
      queue.push(...need.needs);
    }
    if (needs.length > 0 || styles.length > 0) plan[name] = [needs, styles];
  }
  return plan;
}
