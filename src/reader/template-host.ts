import { DEFAULT_TEMPLATE, DESIGN_SETTING_KEYS, isTemplateId, isThemeId, type TemplateId, type ThemeId } from '../shared/design/design-ids.js';
import { TOOLBAR_BUTTONS } from './settings.js';

/** What the reader root carries for the template's stylesheet to select on. */
export interface TemplateChoice {
  template: TemplateId;
  /** Null when the book names no theme (or one that does not exist): the template's default applies. */
  theme: ThemeId | null;
  /** Buttons the book turns on explicitly, which a template's default control set may not hide. */
  buttonsOn: string[];
}

/** Reads the design choice from the book's raw settings; anything unknown falls back to the defaults. */
export function readTemplateChoice(raw: Readonly<Record<string, unknown>>): TemplateChoice {
  const template = raw[DESIGN_SETTING_KEYS.template];
  const theme = raw.theme;
  return {
    template: isTemplateId(template) ? template : DEFAULT_TEMPLATE,
    theme: isThemeId(theme) ? theme : null,
    buttonsOn: TOOLBAR_BUTTONS.filter((id) => raw[`button.${id}`] === true),
  };
}

/** The stylesheet of a template, relative to the reader page (built by scripts/template-assets.ts). */
export function templateStylesheet(template: TemplateId): string {
  return `templates/${template}.css`;
}

/**
 * Applies the book's template and theme: attributes on the reader root, and the template's
 * stylesheet as a link. Each template's CSS holds its layout and every theme's colours as
 * custom properties per [data-theme], so a preview message switches both at once without a
 * reload; the old stylesheet goes only when the new one has loaded, so nothing flashes.
 */
export function mountTemplateHost(root: HTMLElement, subscribe: (listener: (raw: Readonly<Record<string, unknown>>) => void) => void): void {
  subscribe((raw) => {
    const choice = readTemplateChoice(raw);
    root.dataset.template = choice.template;
    if (choice.theme === null) delete root.dataset.theme;
    else root.dataset.theme = choice.theme;
    root.dataset.buttonsOn = choice.buttonsOn.join(' ');
    useStylesheet(root, templateStylesheet(choice.template));
  });
}

function useStylesheet(root: HTMLElement, href: string): void {
  const current = [...document.querySelectorAll<HTMLLinkElement>('link[data-template-css]')];
  if (current.some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.templateCss = '';
  // A script-inserted sheet does not block rendering: the first one would flash the bare
  // layout, so the reader stays invisible until it arrives (or fails, leaving the bare layout).
  if (current.length === 0) root.style.visibility = 'hidden';
  const settle = (): void => {
    current.forEach((old) => old.remove());
    root.style.removeProperty('visibility');
  };
  link.addEventListener('load', settle, { once: true });
  link.addEventListener('error', settle, { once: true });
  document.head.append(link);
}
