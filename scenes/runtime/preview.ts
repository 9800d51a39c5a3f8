import type { Area } from './environment.js';
import { seededRandom, seedFromText } from './random.js';
import type { AnyScene, Backdrop } from './scene-definition.js';
import { createSimulation } from './simulation.js';
import { SvgContext } from './svg-context.js';

/** The picker shows 160×100 thumbnails of a 640×400 scene: particles keep their real size ratio. */
export const PREVIEW_SIZE = { width: 160, height: 100 } as const;
const PREVIEW_AREA: Area = { width: 640, height: 400 };
/** The reader's default background (--fb-background in reader.css), which scenes are drawn over. */
const READER_BACKGROUND = '#3a3d42';
/** By default the preview poses the scene a moment after its start, so trails and fades have formed. */
const POSE_SECONDS = 1.5;
const POSE_STEP = 1 / 30;

function backdropRect(backdrop: Backdrop): string {
  const radians = (backdrop.angle * Math.PI) / 180;
  const dx = Math.sin(radians) / 2;
  const dy = -Math.cos(radians) / 2;
  const stops = backdrop.stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('');
  return (
    `<defs><linearGradient id="backdrop" x1="${0.5 - dx}" y1="${0.5 - dy}" x2="${0.5 + dx}" y2="${0.5 + dy}">${stops}</linearGradient></defs>` +
    `<rect width="${PREVIEW_AREA.width}" height="${PREVIEW_AREA.height}" fill="url(#backdrop)"/>`
  );
}

/**
 * A small static SVG of a scene, drawn by the scene's own code at fixed seeded positions;
 * `null` (the 'none' scene) gives the plain frame.
 */
export function renderScenePreview(scene: AnyScene | null): string {
  const { width, height } = PREVIEW_AREA;
  let body = '';
  if (scene !== null) {
    const simulation = createSimulation(scene, seededRandom(seedFromText(scene.id)), PREVIEW_AREA);
    for (let t = 0; t < (scene.previewSeconds ?? POSE_SECONDS); t += POSE_STEP) simulation.advance(POSE_STEP);
    const ctx = new SvgContext();
    const resources: unknown = scene.prepare(ctx, seededRandom(seedFromText(scene.id) + 1));
    scene.draw({ ctx, particles: simulation.particles, area: PREVIEW_AREA, time: simulation.time, resources });
    // The particles' gradients are numbered g0, g1…; the backdrop has its own id.
    body = (scene.backdrop === undefined ? '' : backdropRect(scene.backdrop)) + ctx.markup();
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_SIZE.width}" height="${PREVIEW_SIZE.height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${READER_BACKGROUND}"/>${body}` +
    `<rect x="4" y="4" width="${width - 8}" height="${height - 8}" rx="12" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="8"/>` +
    `</svg>\n`
  );
}
