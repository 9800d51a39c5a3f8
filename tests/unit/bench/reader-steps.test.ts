import { describe, expect, it } from 'vitest';
import { chosenSteps } from '../../../scripts/bench/reader/steps.js';

describe('bench:reader steps', () => {
  it('runs every step when none is chosen', () => {
    expect([...chosenSteps([])]).toEqual(['budgets', 'peer', 'lighthouse']);
  });

  it('runs only the steps after --only', () => {
    expect([...chosenSteps(['--only', 'lighthouse'])]).toEqual(['lighthouse']);
    expect([...chosenSteps(['--only', 'budgets,peer'])]).toEqual(['budgets', 'peer']);
  });

  it('leaves out the steps after --skip, also from an --only list', () => {
    expect([...chosenSteps(['--skip', 'lighthouse'])]).toEqual(['budgets', 'peer']);
    expect([...chosenSteps(['--only', 'peer,lighthouse', '--skip', 'peer'])]).toEqual(['lighthouse']);
  });

  it('refuses a step it does not know, rather than silently running nothing', () => {
    expect(() => chosenSteps(['--only', 'lighthose'])).toThrow(/budgets, peer, lighthouse/);
    expect(() => chosenSteps(['--skip'])).toThrow(/--skip/);
  });
});
