import type { SceneId } from '../src/shared/design/design-ids.js';
import type { AnyScene } from './runtime/scene-definition.js';
import balloon from './balloon.js';
import cloud from './cloud.js';
import fallenLeaves from './fallen-leaves.js';
import firefly from './firefly.js';
import heavyRain from './heavy-rain.js';
import lightRain from './light-rain.js';
import meteor from './meteor.js';
import moon from './moon.js';
import petalsDancing from './petals-dancing.js';
import risingBubble from './rising-bubble.js';
import slowBubble from './slow-bubble.js';
import snow from './snow.js';
import spaceTravel from './space-travel.js';
import spaceship from './spaceship.js';
import sunAndCloud from './sun-and-cloud.js';
import sunshine from './sunshine.js';
import twinklingStars from './twinkling-stars.js';

/**
 * Every scene by id, for the build's previews and the tests. The reader never loads this:
 * each scene is bundled on its own from its file and fetched only when chosen.
 */
export const SCENES: Readonly<Record<Exclude<SceneId, 'none'>, AnyScene>> = {
  'petals-dancing': petalsDancing,
  'fallen-leaves': fallenLeaves,
  snow,
  'slow-bubble': slowBubble,
  'rising-bubble': risingBubble,
  'light-rain': lightRain,
  'heavy-rain': heavyRain,
  firefly,
  spaceship,
  'space-travel': spaceTravel,
  'twinkling-stars': twinklingStars,
  meteor,
  sunshine,
  cloud,
  'sun-and-cloud': sunAndCloud,
  balloon,
  moon,
};
