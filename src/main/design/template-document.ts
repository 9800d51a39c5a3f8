import { z } from 'zod';
import { DESIGN_SETTING_KEYS, SCENE_IDS, TEMPLATE_IDS, THEME_IDS } from '../../shared/design/design-ids.js';
import {
  GROUP_SETTING_KEYS,
  TEMPLATE_GROUPS,
  TemplateNameSchema,
  TemplateValuesSchema,
  type TemplateGroup,
  type TemplateValues,
} from '../../shared/design/user-template.js';
import { MAX_IMAGE_BYTES } from '../../shared/limits.js';

/** The first line of defence against a wrong file: every template file says what it is. */
export const TEMPLATE_FILE_FORMAT = 'flipbook-studio-template';
export const TEMPLATE_FILE_VERSION = 1;
export const TEMPLATE_FILE_EXTENSION = '.fbtemplate';

/** A cover of MAX_IMAGE_BYTES grows by a third in base64; the rest of a template is small. */
export const MAX_TEMPLATE_FILE_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4 * 1024 * 1024;

export const CoverTypeSchema = z.enum(['png', 'jpeg']);
export type CoverType = z.infer<typeof CoverTypeSchema>;

/** Keys that would reach Object.prototype if a careless consumer assigned them. */
const HOSTILE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const OWNED_BY: ReadonlyMap<string, TemplateGroup> = new Map(
  Object.entries(GROUP_SETTING_KEYS).map(([group, key]) => [key, group as TemplateGroup]),
);

/** The group a settings key belongs to: its owner, or the general `settings` group. */
export function groupOfKey(key: string): TemplateGroup {
  return OWNED_BY.get(key) ?? 'settings';
}

const DESIGN_VALUE_CHECKS: Readonly<Record<string, readonly string[]>> = {
  [DESIGN_SETTING_KEYS.template]: TEMPLATE_IDS,
  [DESIGN_SETTING_KEYS.theme]: THEME_IDS,
  [DESIGN_SETTING_KEYS.scene]: SCENE_IDS,
};

/**
 * One user template, as stored in app data and as exported: a self-describing JSON document
 * with the cover embedded (decision 0051). Everything in it is checked on the way in.
 */
export const TemplateDocumentSchema = z
  .object({
    format: z.literal(TEMPLATE_FILE_FORMAT),
    version: z.literal(TEMPLATE_FILE_VERSION),
    name: TemplateNameSchema,
    createdAt: z.string().max(40),
    groups: z.array(z.enum(TEMPLATE_GROUPS)).min(1).max(TEMPLATE_GROUPS.length),
    values: TemplateValuesSchema,
    cover: z.object({ type: CoverTypeSchema, data: z.base64().max(MAX_TEMPLATE_FILE_BYTES) }).strict(),
  })
  .strict()
  .superRefine((doc, issues) => {
    const problem = (message: string) => issues.addIssue({ code: 'custom', message });
    if (new Set(doc.groups).size !== doc.groups.length) problem('a group is listed twice');
    for (const [key, value] of Object.entries(doc.values.settings)) {
      if (!doc.groups.includes(groupOfKey(key))) problem(`${key} belongs to a group the template does not carry`);
      const allowed = DESIGN_VALUE_CHECKS[key];
      if (allowed !== undefined && !allowed.includes(value as string)) problem(`${key} has an unknown value`);
    }
    if ((doc.values.toc !== undefined) !== doc.groups.includes('toc')) problem('the toc and the toc group disagree');
  });
export type TemplateDocument = z.infer<typeof TemplateDocumentSchema>;

export function newTemplateDocument(init: {
  name: string;
  groups: TemplateGroup[];
  values: TemplateValues;
  cover: { type: CoverType; data: Uint8Array };
  createdAt?: string;
}): TemplateDocument {
  return {
    format: TEMPLATE_FILE_FORMAT,
    version: TEMPLATE_FILE_VERSION,
    name: init.name.trim(),
    createdAt: init.createdAt ?? new Date().toISOString(),
    groups: [...init.groups],
    values: init.values,
    cover: { type: init.cover.type, data: Buffer.from(init.cover.data).toString('base64') },
  };
}

export function serializeTemplate(doc: TemplateDocument): string {
  return JSON.stringify(doc);
}

/** Parses and checks a template file's text; null for anything that is not a valid template. */
export function parseTemplate(text: string): TemplateDocument | null {
  let json: unknown;
  try {
    // Refused while parsing: a schema that copies records key by key would turn "__proto__" into a prototype.
    json = JSON.parse(text, (key, value: unknown) => {
      if (HOSTILE_KEYS.has(key)) throw new Error(`forbidden key ${key}`);
      return value;
    });
  } catch {
    return null;
  }
  const parsed = TemplateDocumentSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
