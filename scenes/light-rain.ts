import { rainScene } from './parts/rain.js';

/** A quiet drizzle: sparse, thin, short drops falling nearly straight. */
export default rainScene({
  id: 'light-rain',
  budget: 70,
  length: [10, 18],
  speed: [420, 560],
  slant: 0.08,
  width: 1,
  colour: 'rgba(200, 220, 240, 0.9)',
  backdrop: { angle: 180, stops: [[0, 'rgba(150, 175, 200, 0.16)'], [1, 'rgba(150, 175, 200, 0.06)']] },
  ripples: 6,
});
