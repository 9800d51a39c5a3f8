import type { Reader, Side } from './reader.js';
import type { Zoom } from './zoom.js';

/** Movement below this many pixels is a click or tap, not a drag. */
const DRAG_SLOP = 6;
/** A swipe must travel this far sideways. */
const SWIPE_MIN = 40;
/** The outer share of a page's width where a press grabs the edge or corner. */
const EDGE_SHARE = 0.25;
/** Wheel events closer together than this belong to one gesture, which turns once. */
const WHEEL_QUIET_MS = 350;

interface Press {
  id: number;
  startX: number;
  startY: number;
  lastX: number;
  lastY: number;
  lastTime: number;
  speedX: number;
  side: Side;
  top: boolean;
  onEdge: boolean;
  mode: 'pending' | 'drag' | 'swipe' | 'pan';
}

/**
 * Mouse, pen and touch on the book, through pointer events. A press on a page's outer edge
 * or corner grabs it: dragging curls the page, a click turns it. Elsewhere a sideways swipe
 * turns. While zoomed, a drag pans instead; two fingers pinch to zoom. The wheel turns
 * (debounced), or zooms with Ctrl.
 */
export function bindPointer(reader: Reader, zoom: Zoom, stage: HTMLElement): void {
  let press: Press | null = null;
  const touches = new Map<number, { x: number; y: number }>();
  let pinchDistance = 0;
  /** Whether the last press was a plain click inside a page, the only kind a double-click zooms on. */
  let lastWasPageClick = false;

  stage.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || isControl(event.target)) return;
    touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (touches.size === 2) {
      // A second finger turns the gesture into a pinch; a curl already begun falls back.
      if (press?.mode === 'drag') reader.endDrag(0);
      press = null;
      pinchDistance = spread(touches);
      return;
    }
    const bounds = reader.bookBounds();
    const middle = bounds.left + bounds.width / 2;
    const side: Side = event.clientX < middle ? 'left' : 'right';
    const pageWidth = reader.isSingle ? bounds.width : bounds.width / 2;
    const fromOuter = side === 'left' ? event.clientX - bounds.left : bounds.right - event.clientX;
    const singleEdge = reader.isSingle && Math.abs(event.clientX - middle) > bounds.width * (0.5 - EDGE_SHARE);
    press = {
      id: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      lastX: event.clientX,
      lastY: event.clientY,
      lastTime: event.timeStamp,
      speedX: 0,
      side,
      top: event.clientY < bounds.top + bounds.height / 2,
      onEdge: reader.isSingle ? singleEdge || fromOuter < 0 : fromOuter < pageWidth * EDGE_SHARE,
      mode: zoom.zoomed ? 'pan' : 'pending',
    };
    stage.setPointerCapture(event.pointerId);
  });

  stage.addEventListener('pointermove', (event) => {
    if (touches.has(event.pointerId)) touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (touches.size === 2) {
      const distance = spread(touches);
      if (pinchDistance > 0 && distance > 0) {
        const [a, b] = [...touches.values()];
        zoom.zoomBy(distance / pinchDistance, (a!.x + b!.x) / 2, (a!.y + b!.y) / 2);
      }
      pinchDistance = distance;
      return;
    }
    if (press === null || press.id !== event.pointerId) return;
    const dx = event.clientX - press.lastX;
    const elapsed = event.timeStamp - press.lastTime;
    if (elapsed > 0) press.speedX = dx / elapsed;
    if (press.mode === 'pan') zoom.panBy(dx, event.clientY - press.lastY);
    press.lastX = event.clientX;
    press.lastY = event.clientY;
    press.lastTime = event.timeStamp;
    if (press.mode === 'pending' && Math.hypot(event.clientX - press.startX, event.clientY - press.startY) > DRAG_SLOP) {
      press.mode = press.onEdge && reader.beginDrag(press.side, press.top) ? 'drag' : 'swipe';
    }
    if (press.mode === 'drag') reader.dragTo(event.clientX, event.clientY);
  });

  const finish = (event: PointerEvent) => {
    touches.delete(event.pointerId);
    if (touches.size < 2) pinchDistance = 0;
    if (press === null || press.id !== event.pointerId) return;
    const ended = press;
    press = null;
    lastWasPageClick = ended.mode === 'pending' && !ended.onEdge;
    if (ended.mode === 'drag') {
      // A pause before letting go is not a flick.
      reader.endDrag(event.timeStamp - ended.lastTime > 100 ? 0 : ended.speedX);
      return;
    }
    if (event.type === 'pointercancel') return;
    const dx = event.clientX - ended.startX;
    const dy = event.clientY - ended.startY;
    if (ended.mode === 'pending' && ended.onEdge) reader.turnFrom(ended.side);
    else if (ended.mode === 'swipe' && Math.abs(dx) > SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) {
      // Pages travel with the finger: a swipe to the left turns the right-hand page over.
      reader.turnFrom(dx < 0 ? 'right' : 'left');
    }
  };
  stage.addEventListener('pointerup', finish);
  stage.addEventListener('pointercancel', finish);

  stage.addEventListener('dblclick', (event) => {
    // Two quick drags or edge clicks are two turns, not a zoom.
    if (isControl(event.target) || !lastWasPageClick) return;
    if (zoom.zoomed) zoom.reset();
    else zoom.zoomBy(2, event.clientX, event.clientY);
  });

  let lastWheel = Number.NEGATIVE_INFINITY;
  stage.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      if (event.ctrlKey) {
        zoom.zoomBy(Math.exp(-event.deltaY * 0.002), event.clientX, event.clientY);
        return;
      }
      if (zoom.zoomed) {
        zoom.panBy(-event.deltaX, -event.deltaY);
        return;
      }
      const quiet = event.timeStamp - lastWheel > WHEEL_QUIET_MS;
      lastWheel = event.timeStamp;
      const delta = Math.abs(event.deltaY) >= Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
      if (quiet && delta !== 0) reader.perform(delta > 0 ? 'next' : 'previous');
    },
    { passive: false },
  );
}

function spread(touches: Map<number, { x: number; y: number }>): number {
  const [a, b] = [...touches.values()];
  return a === undefined || b === undefined ? 0 : Math.hypot(a.x - b.x, a.y - b.y);
}

/** Links and buttons inside the stage keep their own click behaviour. */
function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button') !== null;
}
