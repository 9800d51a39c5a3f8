/**
 * The time left in a job's current step, from the average time per unit since the step
 * began, so it settles as the step goes on. Null before the first unit is done. A step may
 * begin part-way (a continued upload starts at the bytes the service already holds): only
 * the units done since it began count towards the rate.
 */
export class StepClock {
  private step: string | null = null;
  private startedAt = 0;
  private doneAtStart = 0;

  constructor(private readonly now: () => number) {}

  eta(step: string, done: number, total: number): number | null {
    if (step !== this.step) {
      this.step = step;
      this.startedAt = this.now();
      this.doneAtStart = done;
    }
    const doneHere = done - this.doneAtStart;
    if (doneHere <= 0 || total <= 0) return null;
    const perUnitMs = (this.now() - this.startedAt) / doneHere;
    return Math.max(0, Math.round((perUnitMs * Math.max(0, total - done)) / 1000));
  }
}
