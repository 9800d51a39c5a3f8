import { z } from 'zod';

/**
 * Contract fields that name a file or folder on the engine's machine carry this mark, so a host
 * that serves strangers' requests (the browser host) can bound where a call may reach without
 * keeping its own list of such fields. `engine-folder` is a folder a program is run from.
 */
export type LocalPathKind = 'file' | 'engine-folder';

interface LocalPathMeta {
  localPath: LocalPathKind;
}

/** A path on the engine's machine; `min` 1 for a path that must be given, 0 where empty means "not chosen". */
export function localPath(min: 0 | 1 = 1, kind: LocalPathKind = 'file') {
  return z.string().min(min).max(4096).meta({ localPath: kind } satisfies LocalPathMeta);
}

/** One marked value found in a call's argument. */
export interface FoundPath {
  kind: LocalPathKind;
  value: string;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every marked path in `value`, read along `schema`: objects, arrays, optional, nullable and
 * default wrappers, lazy schemas, pipes and unions (through the option the value matches).
 */
export function localPathsIn(schema: z.ZodType, value: unknown, found: FoundPath[] = []): FoundPath[] {
  const meta = z.globalRegistry.get(schema) as Partial<LocalPathMeta> | undefined;
  if (meta?.localPath !== undefined) {
    if (typeof value === 'string') found.push({ kind: meta.localPath, value });
    return found;
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null) return found;
      const shape = def.shape as Record<string, z.ZodType>;
      for (const [key, field] of Object.entries(shape)) localPathsIn(field, (value as Record<string, unknown>)[key], found);
      return found;
    }
    case 'array':
      if (Array.isArray(value)) for (const item of value) localPathsIn(def.element as z.ZodType, item, found);
      return found;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return value === undefined || value === null ? found : localPathsIn(def.innerType as z.ZodType, value, found);
    case 'lazy':
      return localPathsIn((def.getter as () => z.ZodType)(), value, found);
    case 'pipe':
      return localPathsIn(def.in as z.ZodType, value, found);
    case 'union': {
      const match = (def.options as z.ZodType[]).find((option) => option.safeParse(value).success);
      return match === undefined ? found : localPathsIn(match, value, found);
    }
    case 'intersection':
      localPathsIn(def.left as z.ZodType, value, found);
      return localPathsIn(def.right as z.ZodType, value, found);
    case 'record':
      if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) localPathsIn(def.valueType as z.ZodType, item, found);
      return found;
    default:
      return found;
  }
}
