/** The parts of bench:reader, each of which can be run or left out on its own. */
export const BENCH_STEPS = ['budgets', 'peer', 'lighthouse'] as const;
export type BenchStep = (typeof BENCH_STEPS)[number];

function listAfter(argv: readonly string[], flag: string): BenchStep[] | undefined {
  const at = argv.indexOf(flag);
  if (at === -1) return undefined;
  const names = (argv[at + 1] ?? '').split(',').filter((name) => name !== '');
  const unknown = names.filter((name) => !(BENCH_STEPS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) throw new Error(`${flag} takes a comma-separated list of ${BENCH_STEPS.join(', ')}; got '${argv[at + 1] ?? ''}'.`);
  return names as BenchStep[];
}

/** `--only budgets,lighthouse` runs just those steps; `--skip lighthouse` runs all but those; neither runs all. */
export function chosenSteps(argv: readonly string[]): ReadonlySet<BenchStep> {
  const only = listAfter(argv, '--only');
  const skip = listAfter(argv, '--skip') ?? [];
  return new Set((only ?? BENCH_STEPS).filter((step) => !skip.includes(step)));
}
