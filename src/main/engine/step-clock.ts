/**
 * The time left in a job's current step, from the average time per unit since the step
 * began, so it settles as the step goes on. Null before the first unit is done.
 */
export class StepClock {
  private step: string | null = null;
  private startedAt = 0;

  constructor(private readonly now: () => number) {}

  eta(step: string, done: number, total: number): number | null {
    if (step !== this.step) {
      this.step = step;
      this.startedAt = this.now();
    }
    if (done <= 0 || total <= 0) return null;
    const perUnitMs = (this.now() - this.startedAt) / done;
    return Math.max(0, Math.round((perUnitMs * Math.max(0, total - done)) / 1000));
  }
}
