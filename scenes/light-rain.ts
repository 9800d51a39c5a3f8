import { rainScene } from './parts/rain.js';

/** A quiet drizzle: sparse, thin, short drops falling nearly straight. */
export default rainScene({
  id: 'light-rain',
  budget: 80,
  length: [12, 22],
  speed: [420, 560],
  slant: 0.08,
  width: 1.2,
  colour: 'rgba(215, 230, 245, 1)',
  backdrop: { angle: 180, stops: [[0, 'rgba(150, 175, 200, 0.16)'], [1, 'rgba(150, 175, 200, 0.06)']] },
  ripples: 6,
});
