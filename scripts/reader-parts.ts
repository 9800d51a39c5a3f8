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
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const needs = JSON.stringify(chunk.imports);
        // The entry's own styles are reader.css, which index.html links; a part's come with it.
        const styles = JSON.stringify(chunk.isEntry ? [] : [...(chunk.viteMetadata?.importedCss ?? [])]);
        const wrapped = `${REGISTRY}.define(${JSON.stringify(chunk.fileName)},${needs},${styles},function(require,module,exports){"use strict";${chunk.code}\n}${chunk.isEntry ? ',true' : ''});\n`;
        chunk.code = chunk.isEntry ? loader + wrapped : wrapped;
      }
    },
  };
}
