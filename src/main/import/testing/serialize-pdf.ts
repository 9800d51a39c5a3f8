/**
 * Writes numbered PDF object bodies (object n is `objects[n - 1]`) as a complete file with a
 * correct cross-reference table, so test PDFs parse without pdf.js having to repair them.
 */
export function serializePdf(objects: readonly string[], catalog: number, info?: number): Uint8Array {
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${info === undefined ? '' : ` /Info ${info} 0 R`} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}
