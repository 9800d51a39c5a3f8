import type { ProjectSnapshot } from '../../shared/domain/book.js';
import type { ProjectChange } from '../../shared/domain/project-change.js';
import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import { GROUP_SETTING_KEYS, TemplateNameSchema, type TemplateGroup, type UserTemplateItem } from '../../shared/design/user-template.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { OpenProject } from '../engine/project-session.js';
import { isKnownDesign } from './known-design.js';
import { coverThumbnail, readCoverFile } from './template-cover.js';
import { newTemplateDocument } from './template-document.js';
import { captureGroups } from './template-groups.js';
import type { UserTemplateStore } from './user-template-store.js';

export interface SaveTemplateRequest {
  name: string;
  coverPath: string;
  groups: TemplateGroup[];
  /** The user confirmed replacing a template of the same name. */
  replace: boolean;
}

/**
 * Saves the chosen groups of the open book as a user template. Name, cover and at least one
 * group are required (TEMPLATE_INCOMPLETE), in that order, before anything is written.
 */
export async function saveUserTemplate(
  store: UserTemplateStore,
  project: ProjectSnapshot,
  catalogue: DesignCatalogue,
  request: SaveTemplateRequest,
): Promise<UserTemplateItem> {
  const name = TemplateNameSchema.safeParse(request.name);
  if (!name.success) throw new AppError('TEMPLATE_INCOMPLETE', {}, 'no name');
  const cover = readCoverFile(request.coverPath);
  const groups = [...new Set(request.groups)];
  if (groups.length === 0) throw new AppError('TEMPLATE_INCOMPLETE', {}, 'no group chosen');
  let thumbnail: string;
  try {
    thumbnail = await coverThumbnail(cover.data);
  } catch (error) {
    throw new AppError('TEMPLATE_INCOMPLETE', {}, `the cover does not decode: ${(error as Error).message}`);
  }
  const doc = newTemplateDocument({ name: name.data, groups, values: captureGroups(groups, project, catalogue), cover });
  return store.add(doc, thumbnail, request.replace);
}

/** The template's settings without the keys of the groups left out. */
function settingsOfGroups(settings: Record<string, unknown>, saved: readonly TemplateGroup[], kept: readonly TemplateGroup[]): Record<string, unknown> {
  const dropped = new Set(saved.filter((group) => !kept.includes(group)).map((group) => GROUP_SETTING_KEYS[group]));
  return Object.fromEntries(Object.entries(settings).filter(([key]) => !dropped.has(key)));
}

/**
 * Copies a template's groups into the open book as one edit (settings and TOC together).
 * `keep` narrows the saved groups (batch conversion drops the password: groupsForBatch).
 * A missing template, or design names this catalogue does not offer, is
 * TEMPLATE_APPLY_FAILED with the book unchanged.
 */
export function applyUserTemplate(
  store: UserTemplateStore,
  project: OpenProject,
  catalogue: DesignCatalogue,
  id: string,
  keep: (groups: readonly TemplateGroup[]) => TemplateGroup[] = (groups) => [...groups],
): ProjectChange {
  const doc = store.read(id);
  if (doc === null) throw new AppError('TEMPLATE_APPLY_FAILED', {}, `no template ${id}`);
  const kept = keep(doc.groups);
  const brought = settingsOfGroups(doc.values.settings, doc.groups, kept);
  const toc = kept.includes('toc') ? doc.values.toc : undefined;
  const merged = { ...project.currentBook().settings, ...brought };
  if (!isKnownDesign(catalogue, brought, merged)) throw new AppError('TEMPLATE_APPLY_FAILED', {}, 'the template names a design this version lacks');
  try {
    return project.updateBook({ settings: brought }, toc === undefined ? {} : { toc });
  } catch (error) {
    throw new AppError('TEMPLATE_APPLY_FAILED', {}, (error as Error).message);
  }
}
