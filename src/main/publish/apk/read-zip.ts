import yauzl from 'yauzl';

/** One file of a zip, uncompressed. */
export interface ZipFileEntry {
  name: string;
  data: Buffer;
  /** Whether the source stored it uncompressed (kept so for resources.arsc and images). */
  stored: boolean;
}

/** A zip holding more than this much uncompressed is not the small viewer base APK. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/** Reads every file of a small zip (the viewer base APK) into memory, in order. */
export function readZipEntries(zipPath: string): Promise<ZipFileEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true }, (openError, zip) => {
      if (openError !== null || zip === undefined) {
        reject(openError ?? new Error(`cannot open ${zipPath}`));
        return;
      }
      const entries: ZipFileEntry[] = [];
      let total = 0;
      const fail = (error: Error) => {
        zip.close();
        reject(error);
      };
      zip.on('error', fail);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        total += entry.uncompressedSize;
        if (total > MAX_TOTAL_BYTES) {
          fail(new Error(`${zipPath} is larger than expected for the viewer base APK`));
          return;
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError !== null || stream === undefined) {
            fail(streamError ?? new Error(`cannot read ${entry.fileName}`));
            return;
          }
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('error', fail);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(parts), stored: entry.compressionMethod === 0 });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
