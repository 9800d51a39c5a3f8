/**
 * A module's words for a language: the exact tag, then its base language (pt-BR → pt),
 * then English, which every word table has.
 */
export function wordsFor<W>(table: Readonly<Record<string, W>> & { en: W }, lang: string): W {
  return table[lang] ?? table[lang.split('-')[0] ?? ''] ?? table.en;
}
