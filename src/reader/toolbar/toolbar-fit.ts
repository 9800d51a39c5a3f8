import type { ReaderView } from '../view.js';
import { OverflowMenu } from './overflow-menu.js';

/** The title keeps at least this many of its own ems before tools leave the bar for the menu. */
const TITLE_EMS = 8;
/** A pixel of slack: sub-pixel layout rounds sizes either way. */
const SLACK = 1;

/**
 * Lays the toolbar out for the room the reader has: every control that fits stays on the
 * bar, the rest go into one "more" menu. The reader's own box is measured (a ResizeObserver),
 * not the window, since a book is often embedded in an iframe or a div narrower than the
 * window. Book tools leave first, from the end; zoom and full screen stay on the bar longest.
 */
export function mountToolbarFit(view: ReaderView): void {
  const overflow = new OverflowMenu(view.root);
  const bar = view.tools.parentElement ?? view.root;
  view.tools.append(overflow.button);
  // Where each moved control came from, so it goes back to exactly that place.
  const homes = new Map<HTMLElement, Comment>();

  const restore = (): void => {
    for (const [control, marker] of homes) {
      marker.replaceWith(control);
      for (const item of itemsOf(control)) {
        item.removeAttribute('role');
        item.removeAttribute('tabindex');
        item.removeAttribute('aria-checked');
      }
    }
    homes.clear();
  };

  const moveToMenu = (control: HTMLElement): void => {
    const marker = document.createComment('');
    control.replaceWith(marker);
    homes.set(control, marker);
    overflow.menu.prepend(control);
    for (const item of itemsOf(control)) markItem(item);
  };

  const fits = (): boolean => {
    const frame = view.root.getBoundingClientRect();
    const tools = view.tools;
    if (tools.scrollWidth > tools.clientWidth + SLACK || tools.scrollHeight > tools.clientHeight + SLACK) return false;
    if (bar.scrollWidth > bar.clientWidth + SLACK) return false;
    for (const control of tools.querySelectorAll<HTMLElement>('.fb-button')) {
      if (control.offsetParent === null) continue;
      const box = control.getBoundingClientRect();
      if (box.left < frame.left - SLACK || box.right > frame.right + SLACK || box.top < frame.top - SLACK || box.bottom > frame.bottom + SLACK) return false;
    }
    return titleHasRoom(view.title);
  };

  const fit = (): void => {
    // Moving a control out of the DOM and back drops its focus; the reader keeps it there.
    const focused = document.activeElement;
    restore();
    overflow.button.hidden = true;
    if (!fits()) {
      overflow.button.hidden = false;
      for (const control of leavingOrder(view)) {
        moveToMenu(control);
        if (fits()) break;
      }
    }
    if (homes.size === 0) overflow.close(false);
    else overflow.place();
    if (focused instanceof HTMLElement && focused !== document.activeElement && focused.isConnected) focused.focus();
    // The moves above are the fit's own doing, not a change to react to.
    watcher.takeRecords();
  };

  let pending = false;
  const schedule = (): void => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      fit();
    });
  };
  // A control shown or hidden (a setting, a book without a TOC), or put in the author's phone
  // order (a style's order, set by mountMobileOrder after the toolbar is built), changes what fits.
  // Opening the menu, or showing its button, is the menu's own business.
  const watcher = new MutationObserver((records) => {
    if (records.some((record) => record.target !== overflow.menu && record.target !== overflow.button)) schedule();
  });
  for (const target of [view.tools, overflow.menu]) watcher.observe(target, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden', 'aria-pressed', 'style'] });
  // The root's size, and the bar's (a template's stylesheet arriving restyles it).
  const sizes = new ResizeObserver(schedule);
  sizes.observe(view.root);
  sizes.observe(bar);
  fit();
}

/** Controls in the order they leave the bar: book tools from the last shown, then zoom, then full screen. */
function leavingOrder(view: ReaderView): HTMLElement[] {
  const shown = (element: Element): element is HTMLElement => element instanceof HTMLElement && !element.hidden && element.offsetParent !== null;
  const tools = [...view.tools.querySelectorAll(':scope > .fb-group:not([data-button]) > *')].filter(shown);
  // As shown: document order, then the author's phone order (mountMobileOrder); the last leaves first.
  const shownOrder = tools.sort((a, b) => Number(getComputedStyle(a).order) - Number(getComputedStyle(b).order));
  return [...shownOrder.reverse(), view.zoomGroup, view.fullScreenButton].filter(shown);
}

/** The menu items a control makes: itself, or each button of a group (zoom out and in). */
function itemsOf(control: HTMLElement): HTMLElement[] {
  return control.matches('.fb-group') ? [...control.querySelectorAll<HTMLElement>('.fb-button')] : [control];
}

/** A menu item, checkable when the control is a toggle (aria-pressed), as ARIA menus expect. */
function markItem(item: HTMLElement): void {
  const pressed = item.getAttribute('aria-pressed');
  item.setAttribute('role', pressed === null ? 'menuitem' : 'menuitemcheckbox');
  if (pressed !== null) item.setAttribute('aria-checked', pressed);
  item.tabIndex = -1;
}

/** Whether a title in the bar still shows a useful part of itself (one placed elsewhere always has). */
function titleHasRoom(title: HTMLElement): boolean {
  if (title.offsetParent === null || getComputedStyle(title).position !== 'static') return true;
  const em = parseFloat(getComputedStyle(title).fontSize) || 16;
  return title.clientWidth + SLACK >= Math.min(title.scrollWidth, TITLE_EMS * em);
}
