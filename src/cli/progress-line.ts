/** What an import reports as it goes (from its job's `pages` step). */
export interface ImportProgress {
  page: number;
  total: number;
  etaSeconds: number | null;
}

export function formatEta(seconds: number): string {
  const rounded = Math.max(0, Math.round(seconds));
  if (rounded < 60) return `${rounded} s`;
  const minutes = Math.floor(rounded / 60);
  return `${minutes} min ${String(rounded % 60).padStart(2, '0')} s`;
}

/** `Converting page 12/352 — ETA 40 s`; the ETA is left out until the engine has a rate. */
export function formatProgress(progress: ImportProgress): string {
  const eta = progress.etaSeconds === null ? '' : ` — ETA ${formatEta(progress.etaSeconds)}`;
  return `Converting page ${progress.page}/${progress.total}${eta}`;
}

/** Writes a self-overwriting progress line on a terminal, and nothing in between otherwise. */
export class ProgressLine {
  private width = 0;

  constructor(
    private readonly write: (text: string) => void,
    private readonly isTTY: boolean,
  ) {}

  update(progress: ImportProgress): void {
    this.show(formatProgress(progress));
  }

  /** Shows any one-line status, such as a publish step. */
  show(text: string): void {
    if (!this.isTTY) return;
    // Padding wipes what a longer previous line left behind.
    this.write(`\r${text.padEnd(this.width)}`);
    this.width = Math.max(this.width, text.length);
  }

  /** Ends the line (on a terminal) and prints a closing summary either way. */
  finish(summary: string): void {
    this.clear();
    this.write(`${summary}\n`);
  }

  /** Wipes the line on a terminal, so an error printed next starts on a clean line. */
  clear(): void {
    if (this.isTTY && this.width > 0) this.write(`\r${''.padEnd(this.width)}\r`);
    this.width = 0;
  }
}
