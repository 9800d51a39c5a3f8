import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDF_MAX_IMAGE_PIXELS } from '../import-limits.js';

/** The folders of data files that pdfjs-dist ships and loads on demand. */
function pdfjsDataDirs(): { standardFontDataUrl: string; cMapUrl: string; wasmUrl: string } {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  // pdf.js in Node reads these with fs; it insists on the trailing separator.
  const dir = (name: string) => path.join(root, name) + path.sep;
  return { standardFontDataUrl: dir('standard_fonts'), cMapUrl: dir('cmaps'), wasmUrl: dir('wasm') };
}

/**
 * The getDocument parameters every import uses. PDFs are untrusted input: no eval, no
 * XFA, no scripting, no system fonts, and a cap on embedded image size. The file is read
 * by ranges on demand rather than all at once, so each worker holds only what it renders.
 */
export function safeDocumentParams(file: string, password: string | null) {
  return {
    // A file: URL, so no file name can ever be read as another scheme.
    url: pathToFileURL(file),
    ...(password === null ? {} : { password }),
    ...pdfjsDataDirs(),
    cMapPacked: true,
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    maxImageSize: PDF_MAX_IMAGE_PIXELS,
    disableAutoFetch: true,
    disableStream: true,
    stopAtErrors: false,
    // pdf.js logs every recoverable problem of a broken file; only errors matter here.
    verbosity: 0,
  };
}
