/** A Markdown table with padded columns, so it reads in a terminal and pastes into a document. */
export function textTable(head: readonly string[], lines: readonly (readonly string[])[]): string {
  const widths = head.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: readonly string[]): string => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [format(head), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}
