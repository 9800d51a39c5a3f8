import type { Reader, Side } from './reader.js';
import type { Zoom } from './zoom.js';

/** Movement below this many pixels is a click or tap, not a drag. */
const DRAG_SLOP = 6;
/** A swipe must travel this far across the spine. */
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
  /** The pointer's speed across the spine (sideways, or down in a vertical book), px/ms. */
  speed: number;
  side: Side;
  /** Which corner of the outer edge: the top one, or the left one in a vertical book. */
  top: boolean;
  onEdge: boolean;
  mode: 'pending' | 'drag' | 'swipe' | 'pan';
}

/**
 * Mouse, pen and touch on the book, through pointer events. A press on a page's outer edge
 * or corner grabs it: dragging curls the page, a click turns it. Elsewhere a swipe across
 * the spine turns (sideways, or up and down in a vertical book). While zoomed, a drag pans instead; two fingers pinch to zoom. The wheel turns
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
    // Measured along the turn: across the book, or down it when the spine runs across.
    const axis = along(reader, reader.bookBounds());
    const at = reader.isVertical ? event.clientY : event.clientX;
    const middle = axis.start + axis.length / 2;
    const side: Side = at < middle ? 'left' : 'right';
    const pageLength = reader.isSingle ? axis.length : axis.length / 2;
    const fromOuter = side === 'left' ? at - axis.start : axis.start + axis.length - at;
    const singleEdge = reader.isSingle && Math.abs(at - middle) > axis.length * (0.5 - EDGE_SHARE);
    press = {
      id: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      lastX: event.clientX,
      lastY: event.clientY,
      lastTime: event.timeStamp,
      speed: 0,
      side,
      top: reader.isVertical ? event.clientX < axis.acrossMiddle : event.clientY < axis.acrossMiddle,
      onEdge: reader.isSingle ? singleEdge || fromOuter < 0 : fromOuter < pageLength * EDGE_SHARE,
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
    const dy = event.clientY - press.lastY;
    const elapsed = event.timeStamp - press.lastTime;
    if (elapsed > 0) press.speed = (reader.isVertical ? dy : dx) / elapsed;
    if (press.mode === 'pan') zoom.panBy(dx, dy);
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
      reader.endDrag(event.timeStamp - ended.lastTime > 100 ? 0 : ended.speed);
      return;
    }
    if (event.type === 'pointercancel') return;
    const dx = event.clientX - ended.startX;
    const dy = event.clientY - ended.startY;
    const [across, other] = reader.isVertical ? [dy, dx] : [dx, dy];
    if (ended.mode === 'pending' && ended.onEdge) reader.turnFrom(ended.side);
    else if (ended.mode === 'swipe' && Math.abs(across) > SWIPE_MIN && Math.abs(across) > Math.abs(other)) {
      // Pages travel with the finger: a swipe to the left (or up) turns the right-hand (or lower) page over.
      reader.turnFrom(across < 0 ? 'right' : 'left');
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

/** The book's extent along the turn, and the middle of the other axis (which splits the corners). */
function along(reader: Reader, bounds: DOMRect): { start: number; length: number; acrossMiddle: number } {
  return reader.isVertical
    ? { start: bounds.top, length: bounds.height, acrossMiddle: bounds.left + bounds.width / 2 }
    : { start: bounds.left, length: bounds.width, acrossMiddle: bounds.top + bounds.height / 2 };
}

function spread(touches: Map<number, { x: number; y: number }>): number {
  const [a, b] = [...touches.values()];
  return a === undefined || b === undefined ? 0 : Math.hypot(a.x - b.x, a.y - b.y);
}

/** Links and buttons inside the stage keep their own click behaviour. */
function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button') !== null;
}
