/** A run of consecutive pages that one pdftoppm invocation can draw at one long edge. */
export interface PageRun {
  first: number;
  last: number;
  longEdge: number;
}

/**
 * Groups pages (1-based, in order) into runs of consecutive pages with the same long edge in
 * pixels, so pdftoppm draws each page at our rendition's size: `-scale-to` takes one size an
 * invocation, and a book of one page size stays one invocation per rendition.
 */
export function pageRuns(longEdges: readonly number[]): PageRun[] {
  const runs: PageRun[] = [];
  longEdges.forEach((longEdge, index) => {
    const last = runs.at(-1);
    if (last && last.longEdge === longEdge) last.last = index + 1;
    else runs.push({ first: index + 1, last: index + 1, longEdge });
  });
  return runs;
}
