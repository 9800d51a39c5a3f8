import { wordsFor } from '../words-for.js';

/**
 * The reader's words for page audio subtitles in its 12 languages, kept with the module
 * like the multimedia words are.
 */
export interface NarrationWords {
  subtitles: string;
  showSubtitles: string;
  hideSubtitles: string;
}

const WORDS: Readonly<Record<string, NarrationWords>> & { en: NarrationWords } = {
  en: { subtitles: 'Subtitles', showSubtitles: 'Show subtitles', hideSubtitles: 'Hide subtitles' },
  zh: { subtitles: '字幕', showSubtitles: '显示字幕', hideSubtitles: '隐藏字幕' },
  ja: { subtitles: '字幕', showSubtitles: '字幕を表示', hideSubtitles: '字幕を隠す' },
  hi: { subtitles: 'उपशीर्षक', showSubtitles: 'उपशीर्षक दिखाएँ', hideSubtitles: 'उपशीर्षक छिपाएँ' },
  fr: { subtitles: 'Sous-titres', showSubtitles: 'Afficher les sous-titres', hideSubtitles: 'Masquer les sous-titres' },
  ar: { subtitles: 'الترجمة', showSubtitles: 'إظهار الترجمة', hideSubtitles: 'إخفاء الترجمة' },
  de: { subtitles: 'Untertitel', showSubtitles: 'Untertitel anzeigen', hideSubtitles: 'Untertitel ausblenden' },
  ko: { subtitles: '자막', showSubtitles: '자막 보기', hideSubtitles: '자막 숨기기' },
  pt: { subtitles: 'Legendas', showSubtitles: 'Mostrar legendas', hideSubtitles: 'Ocultar legendas' },
  ro: { subtitles: 'Subtitrări', showSubtitles: 'Afișează subtitrările', hideSubtitles: 'Ascunde subtitrările' },
  es: { subtitles: 'Subtítulos', showSubtitles: 'Mostrar subtítulos', hideSubtitles: 'Ocultar subtítulos' },
  th: { subtitles: 'คำบรรยาย', showSubtitles: 'แสดงคำบรรยาย', hideSubtitles: 'ซ่อนคำบรรยาย' },
};

export const NARRATION_WORD_LOCALES = Object.keys(WORDS);

/** The words for the document's language, English when it has none. */
export function narrationWords(lang: string = document.documentElement.lang): NarrationWords {
  return wordsFor(WORDS, lang);
}
