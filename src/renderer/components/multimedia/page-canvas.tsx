import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveBox, resizeBox, type Box, type PageMediaItem } from '../../../shared/features/page-media.js';
import { useApp } from '../../state/store.js';

/** How far an arrow key nudges (Shift: a bigger step), in fractions of the page. */
const NUDGE = 0.01;
const NUDGE_BIG = 0.05;

interface Drag {
  pointerId: number;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  start: Box;
  /** The page's size on screen when the drag began, to turn pixels into fractions. */
  width: number;
  height: number;
}

interface PageCanvasProps {
  imageUrl: string;
  /** The page's aspect ratio, width over height. */
  aspect: number;
  items: readonly PageMediaItem[];
  selectedId: string | null;
  onSelect(id: string | null): void;
  onBox(id: string, box: Box): void;
  onDelete(id: string): void;
}

/**
 * The page with its objects drawn where the reader will show them. An object moves when its
 * body is dragged and resizes from its corner handle, against the page, in fractions of it;
 * a whole drag is one gesture, so one undo step. Arrow keys nudge (Shift+Alt resizes) and
 * Delete removes, for keyboard users.
 */
export function PageCanvas({ imageUrl, aspect, items, selectedId, onSelect, onBox, onDelete }: PageCanvasProps) {
  const { t } = useTranslation();
  const beginGesture = useApp((state) => state.beginGesture);
  const endGesture = useApp((state) => state.endGesture);
  const page = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  const startDrag = (event: PointerEvent<HTMLElement>, item: PageMediaItem, mode: Drag['mode']) => {
    if (event.button !== 0 || page.current === null) return;
    event.preventDefault();
    event.stopPropagation();
    onSelect(item.id);
    const rect = page.current.getBoundingClientRect();
    drag.current = { pointerId: event.pointerId, mode, startX: event.clientX, startY: event.clientY, start: item, width: rect.width, height: rect.height };
    event.currentTarget.setPointerCapture(event.pointerId);
    beginGesture();
  };
  const moveDrag = (event: PointerEvent<HTMLElement>, id: string) => {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    const dx = (event.clientX - current.startX) / current.width;
    const dy = (event.clientY - current.startY) / current.height;
    onBox(id, current.mode === 'move' ? moveBox(current.start, dx, dy) : resizeBox(current.start, dx, dy));
  };
  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag.current === null || drag.current.pointerId !== event.pointerId) return;
    drag.current = null;
    void endGesture();
  };
  const onKey = (event: KeyboardEvent<HTMLElement>, item: PageMediaItem) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete(item.id);
      return;
    }
    const step = event.shiftKey ? NUDGE_BIG : NUDGE;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const [dx, dy] = delta as [number, number];
    onBox(item.id, event.altKey ? resizeBox(item, dx, dy) : moveBox(item, dx, dy));
  };

  return (
    <div className="mm-stage" onPointerDown={() => onSelect(null)}>
      <div ref={page} className="mm-page" style={{ aspectRatio: String(aspect) }} data-testid="multimedia-page">
        <img src={imageUrl} alt="" draggable={false} />
        {items.map((item) => (
          <div
            key={item.id}
            className={`mm-item mm-item-${item.kind}${item.id === selectedId ? ' mm-selected' : ''}`}
            style={{ left: `${item.x * 100}%`, top: `${item.y * 100}%`, width: `${item.w * 100}%`, height: `${item.h * 100}%` }}
            tabIndex={0}
            role="button"
            aria-pressed={item.id === selectedId}
            aria-label={`${t(`multimedia.kind.${item.kind}`)}${item.title ? `: ${item.title}` : ''}`}
            aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Alt+ArrowRight Delete"
            data-testid="multimedia-item"
            data-kind={item.kind}
            onFocus={() => onSelect(item.id)}
            onPointerDown={(event) => startDrag(event, item, 'move')}
            onPointerMove={(event) => moveDrag(event, item.id)}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onKeyDown={(event) => onKey(event, item)}
          >
            <span className="mm-item-label">{item.title || t(`multimedia.kind.${item.kind}`)}</span>
            <span
              className="mm-handle"
              aria-hidden="true"
              data-testid="multimedia-resize"
              // Its moves and release bubble to the object, which handles both kinds of drag.
              onPointerDown={(event) => startDrag(event, item, 'resize')}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
