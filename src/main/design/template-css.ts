import type { TemplateDefinition } from '../../shared/design/template-schema.js';
import { PHONE_MEDIA, renderLayoutCss } from './template-layout-css.js';
import { renderThemeRules } from './template-theme-css.js';

/** The root selector every rule of a template hangs from, so two templates' sheets never mix. */
export function templateScope(template: TemplateDefinition): string {
  return `.fb-reader[data-template="${template.id}"]`;
}

/**
 * One template's complete stylesheet for the reader (`templates/<id>.css`), as nested CSS
 * (the build lowers the nesting and minifies): its themes as custom properties, the layout
 * its data describes, then its own template.css, and phone.css under the phone media query.
 */
export function renderTemplateCss(template: TemplateDefinition, own: { desktop: string; phone: string }): string {
  const scope = templateScope(template);
  return [
    `/* Template ${template.id}: themes ${template.themes.map((theme) => theme.id).join(', ')}. */`,
    renderThemeRules(template, scope),
    renderLayoutCss(template, scope),
    `${scope} {\n${own.desktop}\n}`,
    `@media ${PHONE_MEDIA} {\n${scope} {\n${own.phone}\n}\n}`,
  ].join('\n');
}
