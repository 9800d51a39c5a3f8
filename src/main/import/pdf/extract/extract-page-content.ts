import type { PageLink, TextLayer } from '../../../../shared/domain/page-content.js';
import type { ImportOptions } from '../../../../shared/domain/import-options.js';
import type { ViewportLike } from './page-frame.js';
import { extractPageLinks, type LinkDocument, type LinkPage } from './page-links.js';
import { extractPageText, type TextPage } from './page-text.js';

/** Which information extraction is on; every kind is on unless the user turns it off. */
export interface ExtractChoice {
  toc: boolean;
  links: boolean;
  text: boolean;
}

export function resolveExtractChoice(extract: ImportOptions['extract']): ExtractChoice {
  return { toc: extract?.toc ?? true, links: extract?.links ?? true, text: extract?.text ?? true };
}

/**
 * What a page yields besides its images. Links point at PDF page numbers until the import
 * maps them onto book pages (retargetLinks). Empty results are left out, so a scanned page
 * costs the project nothing.
 */
export interface PageContent {
  links?: PageLink[];
  text?: TextLayer;
}

/** What extraction needs of a pdf.js page. */
export interface ContentPage extends LinkPage, TextPage {
  getViewport(params: { scale: number }): ViewportLike;
}

/** A page's extracted content, and what went wrong on the way, for the log. */
export interface ExtractedContent {
  content: PageContent;
  warnings: string[];
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Extracts the chosen kinds of content from a page. It never throws: a page whose links
 * or text cannot be read keeps its images and loses only that content, with a warning,
 * because the pages themselves are what the user imported.
 */
export async function extractPageContent(
  doc: LinkDocument,
  page: ContentPage,
  pageNumber: number,
  choice: Pick<ExtractChoice, 'links' | 'text'>,
): Promise<ExtractedContent> {
  const content: PageContent = {};
  const warnings: string[] = [];
  if (!choice.links && !choice.text) return { content, warnings };
  let viewport: ViewportLike;
  try {
    viewport = page.getViewport({ scale: 1 });
  } catch (error) {
    return { content, warnings: [`page ${pageNumber}: no page geometry for links and text: ${describe(error)}`] };
  }
  if (choice.links) {
    try {
      const links = await extractPageLinks(doc, page, pageNumber, viewport);
      if (links.length > 0) content.links = links;
    } catch (error) {
      warnings.push(`page ${pageNumber}: links left out: ${describe(error)}`);
    }
  }
  if (choice.text) {
    try {
      const text = await extractPageText(page, viewport);
      if (text.items.length > 0) content.text = text;
    } catch (error) {
      warnings.push(`page ${pageNumber}: text layer left out: ${describe(error)}`);
    }
  }
  return { content, warnings };
}
