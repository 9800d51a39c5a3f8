import type { PageFrame, TemplateDefinition, TemplateLayout, ToolbarPosition } from '../../shared/design/template-schema.js';

/**
 * The layout a template's data describes, as nested CSS under the template's root
 * selector: toolbar position and style, button size and labels, page frame, typography
 * and the default control set. A template's own template.css adds its character on top.
 * The reader keeps its DOM (topbar with title and tools, stage, bottom navigation bar);
 * only CSS moves and restyles it, so every template works with every reader feature.
 */

export const PHONE_MEDIA = '(max-width: 600px)';

const FONT_STACKS: Record<TemplateLayout['typography']['font'], string> = {
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  serif: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Noto Serif', serif",
  rounded: "ui-rounded, 'SF Pro Rounded', Nunito, 'Varela Round', 'Arial Rounded MT Bold', system-ui, sans-serif",
  mono: "ui-monospace, 'SF Mono', 'Cascadia Mono', 'Roboto Mono', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  condensed: "'Roboto Condensed', 'Arial Narrow', 'Liberation Sans Narrow', 'Helvetica Neue', sans-serif",
  humanist: "'Segoe UI', Frutiger, 'Myriad Pro', 'Fira Sans', 'Noto Sans', 'DejaVu Sans', sans-serif",
  geometric: "Futura, 'Century Gothic', 'Avenir Next', Montserrat, Poppins, 'URW Gothic', system-ui, sans-serif",
};

const BUTTON_SIZES = { compact: ['2rem', '1.1rem'], regular: ['2.35rem', '1.3rem'], large: ['3rem', '1.6rem'] } as const;

/** The selector list of the toolbar surfaces: the split layout styles the tool cluster, not the (boxless) top bar. */
function bars(position: ToolbarPosition): string {
  return position === 'split' ? '.fb-tools, .fb-bottombar' : '.fb-topbar, .fb-bottombar';
}

export function renderLayoutCss(template: TemplateDefinition, scope: string): string {
  const { layout } = template;
  const { toolbar, typography } = layout;
  const labelled = toolbar.labels === 'icon-label';
  const [button, icon] = BUTTON_SIZES[toolbar.buttonSize];
  const barHeight = `calc(${button} + ${labelled ? '1.9rem' : '0.8rem'})`;
  const rail = labelled ? '5.5rem' : `calc(${button} + 1.4rem)`;
  return `${scope} {
  --fb-button-size: ${button};
  --fb-icon-size: ${icon};
  --fb-bar: ${barHeight};
  --fb-rail: ${rail};
  position: relative;
  background-color: var(--fb-background);
  background-image: var(--fb-background-image);
  color: var(--fb-text);
  font-family: ${FONT_STACKS[typography.font]};
  & [hidden] { display: none !important; }
  .fb-title, .fb-counter { font-weight: ${typography.weight}; ${letterCase(typography.letterCase)} }
  ${bars(toolbar.position)} { color: var(--fb-bar-text); font-size: ${typography.scale}rem; }
  .fb-topbar, .fb-bottombar { height: var(--fb-bar); box-sizing: border-box; gap: 0.6rem; }
  .fb-tools { align-items: center; flex-shrink: 0; max-width: 100%; max-height: 100%; }
  .fb-title { min-width: 0; }
  .fb-topbar .fb-button, .fb-bottombar .fb-button {
    width: var(--fb-button-size); height: var(--fb-button-size);
    background: var(--fb-tool-fill); color: var(--fb-tool-ink); border-color: var(--fb-tool-border);
    transition: background-color 120ms, transform 120ms;
  }
  .fb-topbar .fb-button:hover:not(:disabled), .fb-bottombar .fb-button:hover:not(:disabled) {
    background: color-mix(in srgb, currentColor 16%, var(--fb-tool-fill));
  }
  .fb-tool[aria-pressed='true'], .fb-tool[aria-expanded='true'] {
    background: var(--fb-pressed-fill, var(--fb-accent)); color: var(--fb-pressed-ink, var(--fb-accent-text)); border-color: var(--fb-accent);
    box-shadow: inset 0 0 0 2px var(--fb-accent);
  }
  .fb-message, .fb-loading { color: var(--fb-text); }
  .fb-loading { background: transparent; }
  .fb-panel { background: var(--fb-panel-background); color: var(--fb-panel-text); }
  .fb-panel .fb-button { border-color: color-mix(in srgb, currentColor 30%, transparent); }
  .fb-field, .fb-text-button { border-color: color-mix(in srgb, currentColor 35%, transparent); }
  .fb-thumb:hover, .fb-toc-entry:hover, .fb-text-button:hover, .fb-hit-entry:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
${labelled ? LABELS : ''}${POSITIONS[toolbar.position]}${STYLES[toolbar.style](toolbar.position)}${FRAMES[layout.frame]}}
${hiddenButtons(template, scope)}@media ${PHONE_MEDIA} {
  ${scope} {
    --fb-button-size: ${toolbar.buttonSize === 'large' ? '2.6rem' : '2.2rem'};
    --fb-bar: auto;
    .fb-topbar .fb-button::after, .fb-bottombar .fb-button::after { content: none; }
    .fb-topbar .fb-button, .fb-bottombar .fb-button { width: var(--fb-button-size); min-width: 0; height: var(--fb-button-size); padding: 0; }
    .fb-tools, .fb-tools .fb-group { flex-wrap: wrap; justify-content: center; overflow: visible; gap: 0.35rem; }
    .fb-topbar, .fb-bottombar { min-height: calc(var(--fb-button-size) + 0.7rem); }
    .fb-panel { top: 0; bottom: 0; }
${PHONE_POSITIONS[toolbar.position]}${layout.frame === 'margin' ? '    .fb-stage { margin: calc(var(--fb-stage-top, 0rem) + 0.4rem) 0.5rem 0.4rem; }\n' : ''}  }
}
`;
}

function letterCase(value: TemplateLayout['typography']['letterCase']): string {
  if (value === 'upper') return 'text-transform: uppercase; letter-spacing: 0.08em;';
  if (value === 'small-caps') return 'font-variant-caps: all-small-caps; letter-spacing: 0.06em;';
  return '';
}

/** A template's default control set: hidden unless the book turns the button on explicitly. */
function hiddenButtons(template: TemplateDefinition, scope: string): string {
  return template.layout.hiddenButtons
    .map((id) => `${scope}:not([data-buttons-on~="${id}"]) [data-button="${id}"] { display: none; }\n`)
    .join('');
}

/** Icon and label: the button's own aria-label, shown under its icon (no extra DOM, always translated). */
const LABELS = `  .fb-topbar .fb-button, .fb-bottombar .fb-button {
    flex-direction: column; gap: 0.2rem; width: auto; min-width: 3.4rem; padding: 0.25rem 0.35rem;
    height: calc(var(--fb-button-size) + 1.1rem); border-radius: 0.6rem;
  }
  .fb-topbar .fb-button::after, .fb-bottombar .fb-button::after {
    content: attr(aria-label); max-width: 4.6rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
    font-size: 0.64rem; line-height: 1.1;
  }
  .fb-counter { min-width: 5rem; }
`;

/** The layouts that show the title above the stage rather than in the toolbar. */
const TITLE_LIFTED: readonly ToolbarPosition[] = ['left', 'right', 'float'];

const TITLE_ABOVE_STAGE = `  .fb-title { position: absolute; top: 0; height: 2.6rem; line-height: 2.6rem; max-width: min(60%, calc(100% - 2.5rem)); color: var(--fb-text); }
  --fb-stage-top: 2.6rem;
  .fb-stage { margin-top: var(--fb-stage-top); }
`;

const POSITIONS: Record<ToolbarPosition, string> = {
  top: `  .fb-tools { margin-left: auto; }
`,
  // minmax(0, 1fr): a grid track otherwise grows to the bar's widest content and pushes
  // the last tools past the window; held to the window, the title gives way (ellipsis)
  // first, since the tools do not shrink until they alone fill the bar (then they scroll).
  bottom: `  & { display: grid; grid-template: "stage stage" 1fr "nav bar" auto / auto minmax(0, 1fr); }
  .fb-stage { grid-area: stage; }
  .fb-topbar { grid-area: bar; min-width: 0; }
  .fb-bottombar { grid-area: nav; }
  .fb-panel { top: 0; bottom: var(--fb-bar); }
`,
  left: `  & { display: grid; grid-template: "bar stage" 1fr "bar nav" auto / var(--fb-rail) 1fr; }
  .fb-stage { grid-area: stage; }
  .fb-topbar { grid-area: bar; height: auto; flex-direction: column; padding: 0.8rem 0; }
  .fb-bottombar { grid-area: nav; }
  .fb-tools, .fb-tools .fb-group { flex-direction: column; margin: 0; gap: 0.4rem; }
  .fb-tools { overflow: hidden auto; max-height: 100%; padding: 0.2rem 0; }
${TITLE_ABOVE_STAGE}  .fb-title { inset-inline-start: calc(var(--fb-rail) + 1.25rem); }
  .fb-panel { top: 0; bottom: 0; left: var(--fb-rail); }
`,
  right: `  & { display: grid; grid-template: "stage bar" 1fr "nav bar" auto / 1fr var(--fb-rail); }
  .fb-stage { grid-area: stage; }
  .fb-topbar { grid-area: bar; height: auto; flex-direction: column; padding: 0.8rem 0; }
  .fb-bottombar { grid-area: nav; }
  .fb-tools, .fb-tools .fb-group { flex-direction: column; margin: 0; gap: 0.4rem; }
  .fb-tools { overflow: hidden auto; max-height: 100%; padding: 0.2rem 0; }
${TITLE_ABOVE_STAGE}  .fb-title { inset-inline-start: 1.25rem; }
  .fb-panel { top: 0; bottom: 0; }
`,
  float: `  & { display: grid; grid-template: "stage stage stage stage" 1fr ". nav bar ." auto / 1fr auto auto 1fr; column-gap: 0.6rem; padding-bottom: 0.9rem; box-sizing: border-box; }
  .fb-stage { grid-area: stage; }
  .fb-topbar { grid-area: bar; padding: 0 0.45rem; }
  .fb-bottombar { grid-area: nav; padding: 0 0.45rem; }
  .fb-tools { margin: 0; }
${TITLE_ABOVE_STAGE}  .fb-title { left: 0; right: 0; max-width: none; text-align: center; padding: 0 2rem; }
  .fb-panel { top: 0; bottom: calc(var(--fb-bar) + 1.4rem); }
`,
  split: `  & { display: grid; grid-template: "title tools" auto "stage stage" 1fr "nav nav" auto / minmax(0, 1fr) auto; }
  .fb-topbar { display: contents; }
  .fb-title { grid-area: title; align-self: center; padding: 0 1.25rem; color: var(--fb-text); }
  .fb-tools { grid-area: tools; margin: 0.6rem 0.8rem 0; padding: 0.3rem; gap: 0.3rem; }
  .fb-stage { grid-area: stage; }
  .fb-bottombar { grid-area: nav; justify-self: end; margin: 0 0.8rem 0.6rem; padding: 0 0.3rem; }
  .fb-panel { top: 0; bottom: 0; }
`,
};

const STACKED = `    & { grid-template: "stage" 1fr "nav" auto "bar" auto / 100%; }
`;
const RAIL_TO_BAR = `${STACKED}    .fb-topbar { flex-direction: row; padding: 0.35rem 0.5rem; }
    .fb-tools, .fb-tools .fb-group { flex-direction: row; max-height: none; }
    .fb-title { inset-inline-start: 1rem; }
`;

const PHONE_POSITIONS: Record<ToolbarPosition, string> = {
  top: `    .fb-topbar { flex-wrap: wrap; padding: 0.35rem 0.5rem; }
    .fb-title { flex-basis: 100%; text-align: center; }
    .fb-tools { margin: 0 auto; }
`,
  bottom: `${STACKED}    .fb-topbar { flex-wrap: wrap; padding: 0.35rem 0.5rem; }
    .fb-title { flex-basis: 100%; text-align: center; }
    .fb-tools { margin: 0 auto; }
`,
  left: RAIL_TO_BAR,
  right: RAIL_TO_BAR,
  float: `    & { grid-template: "stage" 1fr "nav" auto "bar" auto / 100%; row-gap: 0.5rem; padding-bottom: 0.5rem; }
    .fb-topbar, .fb-bottombar { justify-self: center; max-width: calc(100% - 1rem); padding: 0.3rem 0.5rem; }
`,
  split: `    & { grid-template: "title" auto "stage" 1fr "nav" auto "tools" auto / 100%; }
    .fb-title { padding: 0.6rem 1rem 0; text-align: center; }
    .fb-tools { justify-self: center; margin: 0 0.5rem 0.5rem; }
    .fb-bottombar { justify-self: center; margin: 0 0.5rem 0.4rem; }
`,
};

const STYLES: Record<TemplateLayout['toolbar']['style'], (position: ToolbarPosition) => string> = {
  solid: (position) => `  ${bars(position)} { background: var(--fb-bar-background); }
`,
  // A backdrop filter would make the bar the containing block of the title these layouts lift out of it.
  glass: (position) => `  ${bars(position)} {
    background: color-mix(in srgb, var(--fb-bar-background) ${TITLE_LIFTED.includes(position) ? '74%' : '58%'}, transparent);
    ${TITLE_LIFTED.includes(position) ? '' : 'backdrop-filter: blur(14px) saturate(1.5);'}
    box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--fb-bar-text) 16%, transparent);
  }
`,
  transparent: (position) => `  ${bars(position)} { background: transparent; }
`,
  pill: (position) => `  ${bars(position)} {
    background: var(--fb-bar-background);
    border-radius: ${position === 'left' || position === 'right' ? '1.6rem' : '999px'};
    box-shadow: 0 0.5rem 1.4rem rgb(0 0 0 / 22%);
  }
${PILL_MARGINS[position]}`,
};

/** A pill floats clear of the edges; rails and bars shrink by the margin they gain. */
const PILL_MARGINS: Record<ToolbarPosition, string> = {
  top: '  .fb-topbar { margin: 0.6rem 0.8rem 0; }\n  .fb-bottombar { margin: 0 auto 0.6rem; padding: 0 0.5rem; }\n',
  bottom: '  .fb-topbar { margin: 0 0.8rem 0.6rem 0.4rem; }\n  .fb-bottombar { margin: 0 0.4rem 0.6rem 0.8rem; }\n',
  left: '  .fb-topbar { margin: 0.7rem 0 0.7rem 0.7rem; }\n  & { grid-template-columns: calc(var(--fb-rail) + 0.7rem) 1fr; }\n  .fb-bottombar { margin: 0 auto 0.6rem; padding: 0 0.5rem; }\n',
  right: '  .fb-topbar { margin: 0.7rem 0.7rem 0.7rem 0; }\n  & { grid-template-columns: 1fr calc(var(--fb-rail) + 0.7rem); }\n  .fb-bottombar { margin: 0 auto 0.6rem; padding: 0 0.5rem; }\n',
  float: '',
  split: '',
};

const FRAMES: Record<PageFrame, string> = {
  none: `  .fb-slot .fb-page { box-shadow: none; }
`,
  shadow: `  .fb-slot .fb-page { box-shadow: 0 0.9rem 2.4rem rgb(0 0 0 / 38%), 0 0.15rem 0.4rem rgb(0 0 0 / 22%); }
`,
  border: `  .fb-slot .fb-page { box-shadow: 0 0 0 1px color-mix(in srgb, var(--fb-text) 35%, transparent), 0 0.3rem 0.8rem rgb(0 0 0 / 12%); }
`,
  rounded: `  .fb-page { overflow: hidden; }
  .fb-side-left .fb-page { border-radius: 0.9rem 0 0 0.9rem; }
  .fb-side-right .fb-page { border-radius: 0 0.9rem 0.9rem 0; }
  .fb-single .fb-page { border-radius: 0.9rem; }
  .fb-slot .fb-page { box-shadow: 0 0.6rem 1.8rem rgb(0 0 0 / 25%); }
`,
  board: `  .fb-book::before {
    content: ''; position: absolute; inset: -12px -13px; z-index: -1; border-radius: 6px;
    background: var(--fb-board, color-mix(in srgb, var(--fb-bar-background) 82%, #000));
    box-shadow: 0 1rem 2.6rem rgb(0 0 0 / 45%), inset 0 0 0 1px color-mix(in srgb, var(--fb-accent) 45%, transparent);
  }
  .fb-slot .fb-page { box-shadow: 0 0 0.35rem rgb(0 0 0 / 35%); }
`,
  margin: `  .fb-stage {
    margin: calc(var(--fb-stage-top, 0rem) + 1.2rem) 3.5rem 1.2rem; border-radius: 1.1rem;
    background: color-mix(in srgb, var(--fb-bar-text) 7%, transparent);
    box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--fb-bar-text) 16%, transparent);
  }
  .fb-slot .fb-page { box-shadow: 0 0.4rem 1.2rem rgb(0 0 0 / 22%); }
`,
};
