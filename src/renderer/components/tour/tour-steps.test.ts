import { describe, expect, it } from 'vitest';
import { placeCard, TOUR_STEP_IDS, TOUR_STEPS } from './tour-steps.js';

const view = { width: 1200, height: 800 };
const card = { width: 300, height: 160 };

describe('the guided tour', () => {
  it('has the 13 steps of the spec, in its order', () => {
    expect(TOUR_STEPS.map((step) => step.id)).toEqual([...TOUR_STEP_IDS]);
    expect(TOUR_STEPS).toHaveLength(13);
  });

  it('puts the card beside its element, on the far side in right-to-left, and inside the window', () => {
    expect(placeCard({ left: 20, top: 100, width: 200, height: 40 }, card, view)).toEqual({ left: 232, top: 100 });
    expect(placeCard({ left: 900, top: 700, width: 200, height: 40 }, card, view)).toEqual({ left: 588, top: 628 });
    expect(placeCard({ left: 600, top: 100, width: 200, height: 40 }, card, view, true)).toEqual({ left: 288, top: 100 });
  });

  it('goes below or above an element too wide to sit beside, and centres a step with no element', () => {
    expect(placeCard({ left: 0, top: 50, width: 1200, height: 60 }, card, view)).toEqual({ left: 12, top: 122 });
    expect(placeCard({ left: 0, top: 600, width: 1200, height: 150 }, card, view)).toEqual({ left: 12, top: 428 });
    expect(placeCard(null, card, view)).toEqual({ left: 450, top: 320 });
  });
});
