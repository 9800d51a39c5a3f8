import { wordsFor } from '../words-for.js';

/**
 * The reader's words for page multimedia and the video gallery, in its 12 languages. Kept
 * beside the module (as the appearance words are) rather than in the main word table.
 */
export interface MediaWords {
  gallery: string;
  noVideos: string;
  play: string;
  video: string;
  audio: string;
  picture: string;
  pageOf: string;
}

const WORDS: Readonly<Record<string, MediaWords>> & { en: MediaWords } = {
  en: { gallery: 'Video gallery', noVideos: 'This book has no videos.', play: 'Play', video: 'Video', audio: 'Audio', picture: 'Picture', pageOf: 'Page {n}' },
  zh: { gallery: '视频库', noVideos: '这本书没有视频。', play: '播放', video: '视频', audio: '音频', picture: '图片', pageOf: '第 {n} 页' },
  ja: { gallery: '動画ギャラリー', noVideos: 'この本には動画がありません。', play: '再生', video: '動画', audio: '音声', picture: '画像', pageOf: '{n} ページ' },
  hi: { gallery: 'वीडियो गैलरी', noVideos: 'इस पुस्तक में कोई वीडियो नहीं है।', play: 'चलाएँ', video: 'वीडियो', audio: 'ऑडियो', picture: 'चित्र', pageOf: 'पृष्ठ {n}' },
  fr: { gallery: 'Galerie vidéo', noVideos: 'Ce livre ne contient aucune vidéo.', play: 'Lire', video: 'Vidéo', audio: 'Audio', picture: 'Image', pageOf: 'Page {n}' },
  ar: { gallery: 'معرض الفيديو', noVideos: 'لا يحتوي هذا الكتاب على مقاطع فيديو.', play: 'تشغيل', video: 'فيديو', audio: 'صوت', picture: 'صورة', pageOf: 'الصفحة {n}' },
  de: { gallery: 'Videogalerie', noVideos: 'Dieses Buch enthält keine Videos.', play: 'Abspielen', video: 'Video', audio: 'Audio', picture: 'Bild', pageOf: 'Seite {n}' },
  ko: { gallery: '동영상 갤러리', noVideos: '이 책에는 동영상이 없습니다.', play: '재생', video: '동영상', audio: '오디오', picture: '그림', pageOf: '{n}쪽' },
  pt: { gallery: 'Galeria de vídeos', noVideos: 'Este livro não tem vídeos.', play: 'Reproduzir', video: 'Vídeo', audio: 'Áudio', picture: 'Imagem', pageOf: 'Página {n}' },
  ro: { gallery: 'Galerie video', noVideos: 'Această carte nu are videoclipuri.', play: 'Redă', video: 'Videoclip', audio: 'Audio', picture: 'Imagine', pageOf: 'Pagina {n}' },
  es: { gallery: 'Galería de vídeos', noVideos: 'Este libro no tiene vídeos.', play: 'Reproducir', video: 'Vídeo', audio: 'Audio', picture: 'Imagen', pageOf: 'Página {n}' },
  th: { gallery: 'แกลเลอรีวิดีโอ', noVideos: 'หนังสือเล่มนี้ไม่มีวิดีโอ', play: 'เล่น', video: 'วิดีโอ', audio: 'เสียง', picture: 'รูปภาพ', pageOf: 'หน้า {n}' },
};

export const MEDIA_WORD_LOCALES = Object.keys(WORDS);

/** The words for the document's language, English when it has none. */
export function mediaWords(lang: string = document.documentElement.lang): MediaWords {
  return wordsFor(WORDS, lang);
}
