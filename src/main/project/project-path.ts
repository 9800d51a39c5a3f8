import path from 'node:path';
import { PROJECT_EXTENSION } from '../../shared/constants.js';
import { AppError } from '../../shared/errors/app-error.js';
import { validateOutputPath } from '../../shared/validation/output-path.js';

/**
 * Turns the path a user chose for "save as" into the project file to write: a bare name
 * gets `.flipbook` appended, then the spec's path rules apply (PATH_EMPTY, PATH_FORMAT).
 */
export function resolveProjectSavePath(raw: string): string {
  let value = raw.trim();
  const name = value.split(/[\\/]/).at(-1) ?? '';
  if (name !== '' && !name.includes('.')) value += PROJECT_EXTENSION;
  const valid = validateOutputPath(value, { extension: PROJECT_EXTENSION });
  if (!path.isAbsolute(valid)) throw new AppError('PATH_FORMAT', {}, 'not an absolute path on this system');
  return path.resolve(valid);
}
