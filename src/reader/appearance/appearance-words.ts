import { wordsFor } from '../words-for.js';

/**
 * The words of the appearance features (help and gesture prompts, the embed-only notice) in
 * the reader's 12 languages. Kept here rather than in the reader's main table so the prompts
 * stay one self-contained module.
 */
export interface AppearanceWords {
  help: string;
  gesture: string;
  embedOnly: string;
}

const WORDS: Readonly<Record<string, AppearanceWords>> & { en: AppearanceWords } = {
  en: { help: 'Use the arrow keys, or click or drag a page corner, to turn pages.', gesture: 'Swipe left or right to turn pages.', embedOnly: 'This book can only be read on the web page it is published in.' },
  zh: { help: '使用方向键，或点击、拖动页角来翻页。', gesture: '向左或向右滑动即可翻页。', embedOnly: '本书只能在发布它的网页中阅读。' },
  ja: { help: '矢印キー、またはページの角をクリック・ドラッグしてページをめくります。', gesture: '左右にスワイプしてページをめくります。', embedOnly: 'この本は掲載されているウェブページ内でのみ読めます。' },
  hi: { help: 'पृष्ठ पलटने के लिए तीर कुंजियों का उपयोग करें, या पृष्ठ के कोने पर क्लिक करें या खींचें।', gesture: 'पृष्ठ पलटने के लिए बाएँ या दाएँ स्वाइप करें।', embedOnly: 'यह पुस्तक केवल उसी वेब पेज पर पढ़ी जा सकती है जिस पर यह प्रकाशित है।' },
  fr: { help: 'Utilisez les flèches du clavier, ou cliquez ou faites glisser un coin de page, pour tourner les pages.', gesture: 'Balayez vers la gauche ou la droite pour tourner les pages.', embedOnly: 'Ce livre ne peut être lu que sur la page web où il est publié.' },
  ar: { help: 'استخدم مفاتيح الأسهم، أو انقر على زاوية الصفحة أو اسحبها، لقلب الصفحات.', gesture: 'اسحب يمينًا أو يسارًا لقلب الصفحات.', embedOnly: 'لا يمكن قراءة هذا الكتاب إلا في صفحة الويب المنشور فيها.' },
  de: { help: 'Blättern Sie mit den Pfeiltasten oder indem Sie eine Seitenecke anklicken oder ziehen.', gesture: 'Wischen Sie nach links oder rechts, um zu blättern.', embedOnly: 'Dieses Buch kann nur auf der Webseite gelesen werden, in der es veröffentlicht ist.' },
  ko: { help: '방향키를 누르거나 페이지 모서리를 클릭하거나 끌어서 페이지를 넘기세요.', gesture: '왼쪽이나 오른쪽으로 밀어서 페이지를 넘기세요.', embedOnly: '이 책은 게시된 웹 페이지에서만 읽을 수 있습니다.' },
  pt: { help: 'Use as setas do teclado, ou clique ou arraste um canto da página, para virar as páginas.', gesture: 'Deslize para a esquerda ou para a direita para virar as páginas.', embedOnly: 'Este livro só pode ser lido na página web em que foi publicado.' },
  ro: { help: 'Folosiți tastele săgeți sau apăsați ori trageți de colțul paginii pentru a întoarce paginile.', gesture: 'Glisați spre stânga sau spre dreapta pentru a întoarce paginile.', embedOnly: 'Această carte poate fi citită doar pe pagina web în care este publicată.' },
  es: { help: 'Use las flechas del teclado, o haga clic o arrastre una esquina de la página, para pasar las páginas.', gesture: 'Deslice a la izquierda o a la derecha para pasar las páginas.', embedOnly: 'Este libro solo se puede leer en la página web donde está publicado.' },
  th: { help: 'ใช้ปุ่มลูกศร หรือคลิกหรือลากมุมหน้าเพื่อพลิกหน้า', gesture: 'ปัดซ้ายหรือขวาเพื่อพลิกหน้า', embedOnly: 'หนังสือเล่มนี้อ่านได้เฉพาะในหน้าเว็บที่เผยแพร่เท่านั้น' },
};

export const APPEARANCE_LOCALES = Object.keys(WORDS);

/** The words for a language code (the document's lang), English when there are none. */
export function appearanceWords(lang: string): AppearanceWords {
  return wordsFor(WORDS, lang);
}
