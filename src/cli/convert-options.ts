import {
  CUT_MODES,
  QUALITY_LIMITS,
  QUALITY_PRESET_NAMES,
  RENDER_ENGINES,
  type ImportOptions,
  type PageQuality,
  type QualityPresetName,
} from '../shared/domain/import-options.js';
import { isAppError } from '../shared/errors/app-error.js';
import { checkPageRangeFormat } from '../shared/validation/page-range.js';

/** What `flipbook convert` imports: one PDF, several PDFs to merge, or images and folders of them. */
export type ConvertSource = 'pdf' | 'images';

/** What to do with images over the size limit; the CLI cannot ask, so it must be told. */
export const LARGE_IMAGE_CHOICES = ['include', 'skip'] as const;
export type LargeImageChoice = (typeof LARGE_IMAGE_CHOICES)[number];

/** A checked `flipbook convert`; paths are absolute. */
export interface ConvertCommand {
  kind: 'convert';
  source: ConvertSource;
  inputs: string[];
  output: string;
  password: string | undefined;
  /** The import panel's choices, as the options flags set them (PDF only). */
  options: ImportOptions;
  largeImages: LargeImageChoice | undefined;
}

/** The switches of `flipbook convert`, each turning one kind of extraction off. */
export const CONVERT_FLAGS = ['no-toc', 'no-links', 'no-text'] as const;
/** The import panel's options that take a value, shared by `convert` and `batch`. */
export const IMPORT_VALUES = ['pages', 'quality', 'definition', 'max-edge', 'dpi', 'cut', 'engine', 'engine-dir'] as const;
/** The options of `flipbook convert` that take a value. */
export const CONVERT_VALUES = ['password', ...IMPORT_VALUES, 'large-images'] as const;
/** The options that only make sense for PDF input. */
const PDF_ONLY = ['password', 'pages', 'quality', 'definition', 'max-edge', 'dpi', 'cut', 'engine', 'engine-dir', 'no-toc', 'no-links', 'no-text'];

const CUSTOM_QUALITY = { definition: 'definition', 'max-edge': 'maxEdge', dpi: 'dpi' } as const;

class UsageError extends Error {}

function oneOf<T extends string>(option: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((item) => item === value.toLowerCase());
  if (found === undefined) throw new UsageError(`Option --${option} must be one of: ${allowed.join(', ')}`);
  return found;
}

/** PDF inputs end in .pdf; anything else is an image file or a folder of images. */
export function isPdfPath(file: string): boolean {
  return file.toLowerCase().endsWith('.pdf');
}

function readQuality(values: ReadonlyMap<string, string>): PageQuality | undefined {
  const preset = values.get('quality');
  const custom = Object.keys(CUSTOM_QUALITY).filter((option) => values.has(option));
  if (preset === undefined && custom.length === 0) return undefined;
  const name: QualityPresetName = preset === undefined ? 'custom' : oneOf('quality', preset, QUALITY_PRESET_NAMES);
  if (name !== 'custom' && custom.length > 0) {
    throw new UsageError(`Option --quality ${name} cannot be combined with --${custom.join(', --')} (use --quality custom)`);
  }
  const quality: PageQuality = { preset: name };
  for (const [option, field] of Object.entries(CUSTOM_QUALITY)) {
    const text = values.get(option);
    if (text === undefined) continue;
    const { min, max } = QUALITY_LIMITS[field];
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(`Option --${option} must be a whole number from ${min} to ${max}`);
    quality[field] = value;
  }
  return quality;
}

function readOptions(values: ReadonlyMap<string, string>, flags: ReadonlySet<string>, abs: (p: string) => string): ImportOptions {
  const options: ImportOptions = {};
  const pages = values.get('pages');
  if (pages !== undefined) {
    try {
      checkPageRangeFormat(pages);
    } catch (error) {
      if (isAppError(error)) throw new UsageError(`Option --pages: ${error.message}`);
      throw error;
    }
    options.pageRange = pages;
  }
  const quality = readQuality(values);
  if (quality) options.quality = quality;
  const cut = values.get('cut');
  if (cut !== undefined) options.cut = oneOf('cut', cut, CUT_MODES);
  const engine = values.get('engine');
  const engineDir = values.get('engine-dir');
  if (engine !== undefined) options.engine = oneOf('engine', engine, RENDER_ENGINES);
  if (engineDir !== undefined) {
    // Choosing the external engine's folder only makes sense with the external engine.
    if (options.engine === 'inner') throw new UsageError('Option --engine-dir needs --engine external');
    options.engine = 'external';
    options.externalEngineDir = abs(engineDir);
  }
  const extract = { toc: !flags.has('no-toc'), links: !flags.has('no-links'), text: !flags.has('no-text') };
  if (!extract.toc || !extract.links || !extract.text) options.extract = extract;
  return options;
}

/** The import panel's choices from the command line (as `convert` reads them), or the usage error's message. */
export function parseImportOptions(
  values: ReadonlyMap<string, string>,
  flags: ReadonlySet<string>,
  abs: (p: string) => string,
): { options: ImportOptions } | { error: string } {
  try {
    return { options: readOptions(values, flags, abs) };
  } catch (error) {
    if (error instanceof UsageError) return { error: error.message };
    throw error;
  }
}

/**
 * Checks `flipbook convert`'s inputs and options and builds the command, or returns the
 * usage error's message. Inputs are all PDFs (one imported, several merged in the order
 * given) or all images and folders; PDF options with images, and a password for a merge
 * (protected PDFs cannot be merged), are refused here rather than ignored.
 */
export function buildConvert(
  inputs: readonly string[],
  values: ReadonlyMap<string, string>,
  flags: ReadonlySet<string>,
  abs: (p: string) => string,
): ConvertCommand | { error: string } {
  try {
    if (inputs.length === 0) throw new UsageError('Missing the PDF or image files');
    const output = values.get('output');
    if (output === undefined) throw new UsageError('Missing -o <project.flipbook>');
    const pdfs = inputs.filter(isPdfPath).length;
    if (pdfs > 0 && pdfs < inputs.length) throw new UsageError('PDF files and images cannot be converted together');
    const source: ConvertSource = pdfs > 0 ? 'pdf' : 'images';
    if (source === 'images') {
      const misplaced = PDF_ONLY.find((option) => values.has(option) || flags.has(option));
      if (misplaced !== undefined) throw new UsageError(`Option --${misplaced} applies to PDF files only`);
    } else if (values.has('large-images')) {
      throw new UsageError('Option --large-images applies to images only');
    }
    const password = values.get('password');
    if (password !== undefined && inputs.length > 1) throw new UsageError('Option --password applies to one PDF: protected PDFs cannot be merged');
    const largeImages = values.get('large-images');
    return {
      kind: 'convert',
      source,
      inputs: inputs.map(abs),
      output: abs(output),
      password,
      options: readOptions(values, flags, abs),
      largeImages: largeImages === undefined ? undefined : oneOf('large-images', largeImages, LARGE_IMAGE_CHOICES),
    };
  } catch (error) {
    if (error instanceof UsageError) return { error: error.message };
    throw error;
  }
}
