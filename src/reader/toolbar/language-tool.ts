import { el } from '../dom.js';
import { languageName } from '../../shared/i18n/languages.js';
import { switchLocale, type ReaderLocale } from '../locales.js';
import type { SidePanel } from '../panels/side-panel.js';
import { READER_STRINGS } from '../strings.js';
import { toolButton, type ToolButton } from './tool-button.js';

/** The languages a book offers and the one on show. */
export interface LanguageChoice {
  languages: readonly ReaderLocale[];
  current: ReaderLocale;
  /** The author's label for a language, shown instead of its own name. */
  labels?: Partial<Record<ReaderLocale, string>>;
}

/** The language switch: a panel listing the book's languages by their own names. */
export function languageTool(panel: SidePanel, choice: LanguageChoice): ToolButton {
  const element = toolButton('language', READER_STRINGS.language, '文');
  element.setAttribute('aria-expanded', 'false');
  const content = {
    id: 'language',
    title: READER_STRINGS.language,
    fill: (body: HTMLElement) => {
      const list = el('ul', 'fb-downloads');
      for (const locale of choice.languages) {
        const button = el('button', 'fb-toc-entry', { type: 'button', lang: locale, 'data-locale': locale });
        if (locale === choice.current) button.setAttribute('aria-current', 'true');
        button.textContent = choice.labels?.[locale] ?? languageName(locale);
        button.addEventListener('click', () => (locale === choice.current ? panel.close() : switchLocale(locale)));
        const item = el('li');
        item.append(button);
        list.append(item);
      }
      body.append(list);
    },
  };
  element.addEventListener('click', () => panel.toggle(content, element));
  return { element, applies: () => choice.languages.length > 1 };
}
