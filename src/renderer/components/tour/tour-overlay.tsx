import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../state/store.js';
import { useHost } from '../../transport/host-context.js';
import { placeCard, TOUR_STEPS, type Box } from './tour-steps.js';
import './tour.css';

function stepElement(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-tour="${id}"]`);
}

/** The highlighted element's box, or null when the step's element is not on screen. */
function targetBox(id: string): Box | null {
  const element = stepElement(id);
  if (element === null) return null;
  const rect = element.getBoundingClientRect();
  return rect.width === 0 && rect.height === 0 ? null : { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
}

/**
 * The guided tour: one step at a time, the step's element lit up and a card beside it with
 * what it is for. The card holds focus; Enter or the forward arrow moves on, the back arrow
 * goes back, Escape ends the tour. Opening a step opens the tab its element lives in.
 */
export function TourOverlay() {
  const { t, i18n } = useTranslation();
  const { client } = useHost();
  const stepIndex = useApp((state) => state.tourStep);
  const setTourStep = useApp((state) => state.setTourStep);
  const setTab = useApp((state) => state.setTab);
  const setDesignTab = useApp((state) => state.setDesignTab);
  const card = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Box | null>(null);
  const [position, setPosition] = useState({ left: 0, top: 0 });
  const step = stepIndex === null ? undefined : TOUR_STEPS[stepIndex];
  const rtl = i18n.dir() === 'rtl';

  const close = useCallback(() => {
    setTourStep(null);
    void client.call('help.tourShown', {}).catch(() => undefined);
  }, [client, setTourStep]);

  // Open the step's tab first, so its element exists when it is measured.
  useEffect(() => {
    if (step?.tab !== undefined) setTab(step.tab);
    if (step?.designTab !== undefined) setDesignTab(step.designTab);
  }, [step, setTab, setDesignTab]);

  const measure = useCallback(() => {
    if (step === undefined) return;
    const found = targetBox(step.id);
    setBox(found);
    const size = card.current?.getBoundingClientRect() ?? { width: 320, height: 180 };
    setPosition(placeCard(found, { width: size.width, height: size.height }, { width: window.innerWidth, height: window.innerHeight }, rtl));
  }, [step, rtl]);

  useLayoutEffect(() => {
    if (step === undefined) return;
    // The tab switched above renders first; bring the element into view on the next frame and
    // measure it, then keep following. Scrolling only here, once per step: scrolling on every
    // measure would fire the scroll listener again and never settle.
    const frame = requestAnimationFrame(() => {
      stepElement(step.id)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      measure();
    });
    card.current?.focus();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step, measure]);

  if (stepIndex === null || step === undefined) return null;
  const last = stepIndex === TOUR_STEPS.length - 1;
  const next = () => (last ? close() : setTourStep(stepIndex + 1));
  const back = () => setTourStep(Math.max(0, stepIndex - 1));

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === 'Escape') close();
    else if (event.key === forward || (event.key === 'Enter' && event.target === card.current)) next();
    else if (event.key === backward) back();
    else if (event.key === 'Tab') keepFocusInside(event, card.current);
    else return;
    event.preventDefault();
  };

  // In the body, above every stacking context of the editor: inside one, the dimming and the
  // lit frame would paint under the panels they are meant to cover.
  return createPortal(
    <div className="tour" data-testid="tour">
      {/* The tour is modal: the window under it takes no clicks until it ends. */}
      <div className="tour-blocker" />
      <div className="tour-dim" style={{ clipPath: dimmedOutside(box) }} />
      {box !== null && <div className="tour-highlight" style={{ left: box.left - 4, top: box.top - 4, width: box.width + 8, height: box.height + 8 }} data-testid="tour-highlight" />}
      <div
        ref={card}
        className="tour-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby="tour-title"
        aria-describedby="tour-text"
        tabIndex={-1}
        style={{ left: position.left, top: position.top }}
        onKeyDown={onKeyDown}
        data-testid="tour-card"
        data-step={step.id}
      >
        <p className="tour-counter" data-testid="tour-counter">
          {t('tour.counter', { n: stepIndex + 1, total: TOUR_STEPS.length })}
        </p>
        <h2 id="tour-title" className="tour-title">
          {t(`tour.steps.${step.id}.title`)}
        </h2>
        <p id="tour-text" className="tour-text">
          {t(`tour.steps.${step.id}.text`)}
        </p>
        <div className="tour-buttons">
          <button type="button" className="button" onClick={close} data-testid="tour-skip">
            {t('tour.skip')}
          </button>
          <span className="tour-spacer" />
          <button type="button" className="button" onClick={back} disabled={stepIndex === 0} data-testid="tour-back">
            {t('tour.back')}
          </button>
          <button type="button" className="button button-primary" onClick={next} data-testid="tour-next">
            {last ? t('tour.done') : t('tour.next')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/**
 * The dimming as a clip path: the whole window less a hole around the step's element (the
 * even-odd rule cuts the inner rectangle out). A clip path, not a giant box-shadow, because
 * Chromium drops a shadow thousands of pixels wide once the element is composited.
 */
function dimmedOutside(box: Box | null): string | undefined {
  if (box === null) return undefined;
  const x = Math.round(box.left - 4);
  const y = Math.round(box.top - 4);
  const width = Math.round(box.width + 8);
  const height = Math.round(box.height + 8);
  return `path(evenodd, 'M0 0H${window.innerWidth}V${window.innerHeight}H0Z M${x} ${y}h${width}v${height}h${-width}Z')`;
}

/** Tab and Shift+Tab cycle through the card's buttons instead of leaving it. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null): void {
  const buttons = [...(container?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
  if (buttons.length === 0) return;
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const to = event.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : at === buttons.length - 1 ? 0 : at + 1;
  buttons[to]?.focus();
}
