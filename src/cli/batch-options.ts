import { BATCH_FORMATS, BATCH_JOBS, type BatchFormat } from '../shared/api/batch-api.js';
import type { ImportOptions } from '../shared/domain/import-options.js';
import { CONVERT_FLAGS, IMPORT_VALUES, parseImportOptions } from './convert-options.js';

/** A checked `flipbook batch`; paths are absolute. */
export interface BatchCommand {
  kind: 'batch';
  /** PDF files and folders; empty in watch mode. */
  inputs: string[];
  /** The inbox folder watched for new PDFs (`--watch`), or null. */
  watch: string | null;
  outDir: string;
  format: BatchFormat;
  template: string | undefined;
  options: ImportOptions;
  jobs: number | undefined;
  json: boolean;
  /** The APK signing options, for `--format apk`. */
  apk: { keystorePath: string; keystorePassword: string; appIdPrefix: string } | undefined;
}

const APK_VALUES = ['keystore', 'keystore-password', 'app-id-prefix'] as const;

/** The options of `flipbook batch` that take a value. */
export const BATCH_VALUES = ['out', 'format', 'template', 'jobs', 'watch', ...IMPORT_VALUES, ...APK_VALUES] as const;
/** The switches of `flipbook batch`. */
export const BATCH_FLAGS = [...CONVERT_FLAGS, 'json'] as const;

export const BATCH_USAGE = `Usage: flipbook batch <file.pdf or folder>… --out <folder> --format <format> [options]
       flipbook batch --watch <inbox> --out <folder> --format <format> [options]

Converts every PDF, and every folder holding only images, into a published book in the
output folder, named after the file or folder (never overwriting: a second run adds -2).
Folders are looked into: each PDF inside is one book. The open project is not touched.
  -o, --out <folder>         where the books go (created if missing; not inside an input folder)
  -f, --format <format>      ${BATCH_FORMATS.join(', ')}
  --template <name>          apply a saved template (its password data is ignored)
  --jobs <${BATCH_JOBS.min}-${BATCH_JOBS.max}>               books converted at once (default ${BATCH_JOBS.default})
  --json                     print each task change and the summary as JSON lines
  --watch <inbox>            keep converting each PDF copied into the inbox once it has
                             stopped growing; a failed one is moved to <inbox>/failed with
                             a .error.txt beside it (Ctrl+C ends)
  --pages, --quality, --definition, --max-edge, --dpi, --cut, --engine, --engine-dir,
  --no-toc, --no-links, --no-text
                             the import options, as for "flipbook convert"
  --keystore <file.p12> --keystore-password <pw> --app-id-prefix <com.acme>
                             the signature for --format apk (each book's ID is <prefix>.<name>)

Exits 1 when any book failed. Ctrl+C stops the books in flight and removes their partial
output; the books already finished stay.`;

function isFormat(value: string): value is BatchFormat {
  return (BATCH_FORMATS as readonly string[]).includes(value);
}

/** Checks `flipbook batch`'s arguments and builds the command, or returns the usage error's message. */
export function buildBatch(inputs: readonly string[], values: ReadonlyMap<string, string>, flags: ReadonlySet<string>, abs: (p: string) => string): BatchCommand | string {
  const watch = values.get('watch');
  if (watch === undefined && inputs.length === 0) return 'Missing the PDF files or folders';
  if (watch !== undefined && inputs.length > 0) return 'Give either files and folders or --watch <inbox>, not both';
  const out = values.get('out');
  if (out === undefined) return 'Missing --out <folder>';
  const format = values.get('format');
  if (format === undefined) return `Missing --format (one of: ${BATCH_FORMATS.join(', ')})`;
  if (!isFormat(format)) return `Unknown format: ${format} (supported: ${BATCH_FORMATS.join(', ')})`;
  const jobsText = values.get('jobs');
  const jobs = jobsText === undefined ? undefined : Number(jobsText);
  if (jobs !== undefined && (!/^\d+$/.test(jobsText ?? '') || jobs < BATCH_JOBS.min || jobs > BATCH_JOBS.max)) {
    return `Option --jobs must be a whole number from ${BATCH_JOBS.min} to ${BATCH_JOBS.max}`;
  }
  const signing = APK_VALUES.filter((name) => values.has(name));
  if (format !== 'apk' && signing.length > 0) return `Option --${signing[0]} applies to --format apk only`;
  const missing = APK_VALUES.filter((name) => !values.has(name));
  if (format === 'apk' && missing.length > 0) return `Missing --${missing.join(', --')} for --format apk`;
  const parsed = parseImportOptions(values, flags, abs);
  if ('error' in parsed) return parsed.error;
  return {
    kind: 'batch',
    inputs: inputs.map(abs),
    watch: watch === undefined ? null : abs(watch),
    outDir: abs(out),
    format,
    template: values.get('template'),
    options: parsed.options,
    jobs,
    json: flags.has('json'),
    apk:
      format === 'apk'
        ? { keystorePath: abs(values.get('keystore') ?? ''), keystorePassword: values.get('keystore-password') ?? '', appIdPrefix: values.get('app-id-prefix') ?? '' }
        : undefined,
  };
}
