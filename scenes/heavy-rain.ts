import { rainScene } from './parts/rain.js';

/** A downpour: dense, long, fast streaks driven on a slant under a dark sky. */
export default rainScene({
  id: 'heavy-rain',
  budget: 260,
  length: [26, 44],
  speed: [900, 1200],
  slant: 0.22,
  width: 1.2,
  colour: 'rgba(190, 205, 225, 0.85)',
  backdrop: { angle: 180, stops: [[0, 'rgba(30, 40, 55, 0.45)'], [1, 'rgba(50, 60, 75, 0.25)']] },
  ripples: 18,
});
