import path from 'node:path';
import { renderScale, type RenditionProfile } from '../rendition-profile.js';
import type { ExternalEngine, ExternalTool } from './detect-external-engine.js';
import { runTool } from './run-tool.js';

/** One page for the external tool to render, at exactly this pixel size. */
export interface ExternalPageJob {
  /** Absolute, so the tool can never read it as an option. */
  file: string;
  password: string | null;
  pageNumber: number;
  width: number;
  height: number;
}

/**
 * The pixel size the inner engine renders a page at (render-page.ts): the profile's scale
 * for the page, or for one half of it when it is to be cut, rounded. Rendering externally
 * at the same size is what makes both engines give a book the same page sizes.
 */
export function innerRenderSize(profile: RenditionProfile, size: { width: number; height: number }, cut: boolean): { width: number; height: number } {
  const scale = renderScale(profile, cut ? size.width / 2 : size.width, size.height);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/**
 * The command line for one page, written as binary PPM to stdout, so no temporary file is
 * needed and nothing is compressed only to be decoded again. Both tools render the crop
 * box, as pdf.js does, and are given the exact pixel size. The password goes as both user
 * and owner password for pdftoppm, since pdf.js accepts either kind and the user typed one.
 */
export function externalRenderArgs(tool: ExternalTool, job: ExternalPageJob): string[] {
  const page = String(job.pageNumber);
  if (tool === 'pdftoppm') {
    const password = job.password === null ? [] : ['-opw', job.password, '-upw', job.password];
    return ['-q', '-cropbox', '-f', page, '-l', page, '-singlefile', '-scale-to-x', String(job.width), '-scale-to-y', String(job.height), ...password, job.file];
  }
  const password = job.password === null ? [] : ['-p', job.password];
  return ['draw', '-q', '-F', 'pnm', '-c', 'rgb', '-o', '-', '-w', String(job.width), '-h', String(job.height), '-f', ...password, job.file, page];
}

/** Renders one page with the external tool and returns its PPM bytes. */
export function renderExternalPage(engine: ExternalEngine, job: ExternalPageJob, limits: { timeoutMs: number; signal: AbortSignal }): Promise<Buffer> {
  if (!path.isAbsolute(job.file)) throw new Error(`the external renderer needs an absolute path, not ${job.file}`);
  // The PPM header is a few dozen bytes; a little slack covers comments a tool may add.
  const maxOutputBytes = job.width * job.height * 3 + 4096;
  return runTool(engine.path, externalRenderArgs(engine.tool, job), { ...limits, maxOutputBytes });
}
