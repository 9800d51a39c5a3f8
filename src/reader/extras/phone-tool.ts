import { orderedButtons, parsePhoneNumbers } from '../../shared/features/contact.js';
import { el } from '../dom.js';
import type { SidePanel } from '../panels/side-panel.js';
import type { Reader } from '../reader.js';
import { TOOLBAR_BUTTONS } from '../settings.js';
import { READER_STRINGS } from '../strings.js';
import { glyphOf, type ToolButton } from '../toolbar/tool-button.js';
import type { ReaderView } from '../view.js';
import { flagAt } from '../catalogue-reads.js';

/**
 * The phone button (the book's `phone` setting, not a spec toolbar id, so no `button.phone`
 * switch): a panel of the numbers, each a tel: link with its label.
 */
export function phoneTool(reader: Reader, panel: SidePanel): ToolButton {
  const element = el('button', 'fb-button fb-tool', { type: 'button', 'data-button': 'phone', 'aria-label': READER_STRINGS.aboutPhone, title: READER_STRINGS.aboutPhone });
  element.append(glyphOf('☎', 'phone'));
  element.setAttribute('aria-expanded', 'false');
  const numbers = () => (reader.bookData !== null && flagAt(reader.bookData.settings, 'phone') ? parsePhoneNumbers(reader.bookData.settings.phoneNumbers) : []).filter((entry) => /^\d{5,}$/.test(entry.number));
  const content = {
    id: 'phone',
    title: READER_STRINGS.aboutPhone,
    fill: (body: HTMLElement) => {
      const list = el('ul', 'fb-downloads');
      for (const entry of numbers()) {
        const link = el('a', 'fb-toc-entry', { href: `tel:${entry.number}`, 'data-phone': entry.number });
        // Label and number are the author's text: shown as text only.
        link.textContent = entry.label.trim() === '' ? entry.number : `${entry.label}: ${entry.number}`;
        const item = el('li');
        item.append(link);
        list.append(item);
      }
      body.append(list);
    },
  };
  element.addEventListener('click', () => panel.toggle(content, element));
  return { element, applies: () => numbers().length > 0 };
}

/** Screens this narrow are phones, where the author's toolbar order applies. */
const PHONE_WIDTH = 600;

/** Applies the author's toolbar order (`mobileButtonOrder`) on phone-sized screens, the usual order elsewhere. */
export function mountMobileOrder(reader: Reader, view: ReaderView): void {
  let stored: unknown = [];
  const apply = (): void => {
    const phone = window.innerWidth <= PHONE_WIDTH;
    const order = orderedButtons(TOOLBAR_BUTTONS, stored);
    // The "more" menu's too: a control there goes back to the bar in its order (toolbar-fit.ts refits on it).
    for (const button of view.root.querySelectorAll<HTMLElement>('.fb-tools [data-button], .fb-menu [data-button]')) {
      const index = order.indexOf(button.dataset.button as (typeof TOOLBAR_BUTTONS)[number]);
      button.style.order = phone && index >= 0 ? String(index) : '';
    }
  };
  reader.onSettingsChange((raw) => {
    stored = raw.mobileButtonOrder;
    apply();
  });
  window.addEventListener('resize', apply);
}
