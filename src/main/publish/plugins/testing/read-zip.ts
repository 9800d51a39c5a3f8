import yauzl from 'yauzl';

function openZip(file: string, lazyEntries: boolean): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries, validateEntrySizes: true }, (openError, zip) => {
      if (openError !== null || zip === undefined) reject(openError ?? new Error('no zip'));
      else resolve(zip);
    });
  });
}

/** Every entry of a zip, by name, with its bytes. */
export async function readZip(file: string): Promise<Map<string, Buffer>> {
  const zip = await openZip(file, true);
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Buffer>();
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (streamError, stream) => {
        if (streamError !== null || stream === undefined) {
          reject(streamError ?? new Error('no stream'));
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}

/** Every entry's modification time (ms since the epoch), by name, as an unzip would set it. */
export async function readZipTimes(file: string): Promise<Map<string, number>> {
  const zip = await openZip(file, false);
  return new Promise((resolve, reject) => {
    const times = new Map<string, number>();
    zip.on('error', reject);
    zip.on('entry', (entry: yauzl.Entry) => times.set(entry.fileName, entry.getLastModDate().getTime()));
    zip.on('end', () => resolve(times));
  });
}
