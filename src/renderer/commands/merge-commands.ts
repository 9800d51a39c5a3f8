import { AppError } from '../../shared/errors/app-error.js';
import { errorText } from '../i18n/error-text.js';
import type { MergeFile } from '../state/dialogs.js';
import { baseName } from '../util/paths.js';
import { askImportOptions, askMergeList } from './ask.js';
import { confirmImport, pick, runImport } from './import-commands.js';
import type { CommandContext } from './context.js';

/**
 * Merge PDFs: the list panel (add, remove, reorder), the same options panel as Import PDF,
 * then one `pdf.merge` with progress. The engine enforces the merge limits again.
 */
export async function mergePdfs(ctx: CommandContext): Promise<void> {
  if (!(await confirmImport(ctx))) return;
  const paths = await askMergeList(ctx);
  if (paths === null) return;
  const options = await askImportOptions(ctx, { kind: 'merge', names: paths.map(baseName) });
  if (options === null) return;
  await runImport(ctx, (_retry, jobId) => ctx.host.client.call('pdf.merge', { paths, options, jobId }));
}

/**
 * Picks more PDFs for the merge list and inspects each, so the list shows its pages or why it
 * cannot be merged (a password-protected PDF) before the user goes on.
 */
export async function pickMergeFiles(ctx: CommandContext): Promise<MergeFile[]> {
  const paths = await pick(ctx, 'open-pdfs', false);
  if (paths === null) return [];
  return Promise.all(
    paths.map(async (path): Promise<MergeFile> => {
      const name = baseName(path);
      try {
        const facts = await ctx.host.client.call('pdf.inspect', { path });
        return { path, name, pageCount: facts.pageCount, problem: null };
      } catch (error) {
        const failure = AppError.from(error);
        const refused = failure.code === 'PASSWORD_REQUIRED' ? new AppError('MERGE_PASSWORD_PROTECTED', { file: name }) : failure;
        return { path, name, pageCount: null, problem: errorText(ctx.t, refused) };
      }
    }),
  );
}
