import type { TemplateId, ThemeId } from '../../shared/design/design-ids.js';

/**
 * Where the build puts each template's files inside the built reader (dist/reader). The
 * reader loads `templates/<id>.css` relative to its page; the publisher copies only the
 * chosen template's stylesheet; the Design tab's pickers show the previews.
 */
export function templateAssetPath(template: TemplateId): string {
  return `templates/${template}.css`;
}

export function templatePreviewPath(template: TemplateId): string {
  return `previews/templates/${template}.svg`;
}

export function themePreviewPath(template: TemplateId, theme: ThemeId): string {
  return `previews/themes/${template}.${theme}.svg`;
}
