import type { IconSet, TemplateDefinition, TemplateTheme, ThemeBackground } from '../../shared/design/template-schema.js';

/**
 * A theme as CSS custom properties on the reader root. The reader's own rules and the
 * template's layout read only these variables, so a book's explicit appearance settings
 * (set inline on the same root) always win over the theme without any specificity fight.
 */
export function themeVariables(theme: TemplateTheme): Record<string, string> {
  const { colours } = theme;
  const dark = isDark(colours.page);
  return {
    '--fb-background': colours.page,
    '--fb-background-image': backgroundImage(theme.background),
    '--fb-bar-background': colours.toolbar,
    '--fb-bar-text': colours.toolbarText,
    '--fb-text': dark ? '#f4f4f6' : '#1d1f24',
    '--fb-accent': colours.accent,
    '--fb-accent-text': colours.accentText,
    '--fb-panel-background': colours.panel,
    '--fb-panel-text': colours.panelText,
    'color-scheme': dark ? 'dark' : 'light',
    ...ICON_SET_VARIABLES[theme.icons],
  };
}

/** How each icon set draws the same icons (toolbar/icons.ts) and the button behind them. */
const ICON_SET_VARIABLES: Record<IconSet, Record<string, string>> = {
  line: {
    '--fb-icon-stroke': '1.5',
    '--fb-icon-cap': 'square',
    '--fb-icon-join': 'miter',
    '--fb-tool-fill': 'transparent',
    '--fb-tool-ink': 'var(--fb-bar-text)',
    '--fb-tool-border': 'color-mix(in srgb, var(--fb-bar-text) 30%, transparent)',
  },
  round: {
    '--fb-icon-stroke': '2.25',
    '--fb-icon-cap': 'round',
    '--fb-icon-join': 'round',
    '--fb-tool-fill': 'color-mix(in srgb, var(--fb-bar-text) 9%, transparent)',
    '--fb-tool-ink': 'var(--fb-bar-text)',
    '--fb-tool-border': 'transparent',
  },
  solid: {
    '--fb-icon-stroke': '2.1',
    '--fb-icon-cap': 'round',
    '--fb-icon-join': 'round',
    '--fb-tool-fill': 'var(--fb-accent)',
    '--fb-tool-ink': 'var(--fb-accent-text)',
    '--fb-tool-border': 'transparent',
    // Filled buttons show a pressed state by turning inside out.
    '--fb-pressed-fill': 'var(--fb-accent-text)',
    '--fb-pressed-ink': 'var(--fb-accent)',
  },
};

export function backgroundImage(background: ThemeBackground): string {
  return background.kind === 'none' ? 'none' : `linear-gradient(${background.angle}deg, ${background.from}, ${background.to})`;
}

/**
 * Every theme of a template as one rule per [data-theme]. The first theme also styles the
 * bare template root, so a book naming no theme (or one this template lacks) gets the default.
 */
export function renderThemeRules(template: TemplateDefinition, scope: string): string {
  return template.themes
    .map((theme, index) => {
      const selector = index === 0 ? `${scope}, ${scope}[data-theme="${theme.id}"]` : `${scope}[data-theme="${theme.id}"]`;
      return `${selector} {\n${declarations(themeVariables(theme))}}\n`;
    })
    .join('');
}

export function declarations(properties: Record<string, string>): string {
  return Object.entries(properties)
    .map(([name, value]) => `  ${name}: ${value};\n`)
    .join('');
}

/** Relative luminance (WCAG) below the mid-grey point: light text reads better on it. */
export function isDark(hex: string): boolean {
  const channel = (offset: number): number => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance < 0.18;
}
