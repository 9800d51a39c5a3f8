import { wordsFor } from '../words-for.js';

/**
 * The words of the reader's extra tools (shop, report, reader notes, magnifier) in the
 * reader's 12 languages, kept with the tools like the appearance words are.
 */
export interface ExtrasWords {
  shop: string;
  report: string;
  notes: string;
  noteForPage: string;
  notesList: string;
  noNotes: string;
  deleteNote: string;
  notesLocal: string;
  magnifier: string;
  bookmarks: string;
}

const WORDS: Readonly<Record<string, ExtrasWords>> & { en: ExtrasWords } = {
  en: { shop: 'Shop', report: 'Report a problem', notes: 'My notes', noteForPage: 'Note for page {n}', notesList: 'Pages with notes', noNotes: 'No notes yet.', deleteNote: 'Delete the note', notesLocal: 'Notes stay in this browser only.', magnifier: 'Magnifier', bookmarks: 'Bookmarks' },
  zh: { shop: '商店', report: '报告问题', notes: '我的笔记', noteForPage: '第 {n} 页的笔记', notesList: '有笔记的页面', noNotes: '还没有笔记。', deleteNote: '删除笔记', notesLocal: '笔记只保存在此浏览器中。', magnifier: '放大镜', bookmarks: '书签' },
  ja: { shop: 'ショップ', report: '問題を報告', notes: 'マイメモ', noteForPage: '{n} ページのメモ', notesList: 'メモのあるページ', noNotes: 'メモはまだありません。', deleteNote: 'メモを削除', notesLocal: 'メモはこのブラウザーにのみ保存されます。', magnifier: '拡大鏡', bookmarks: 'しおり' },
  hi: { shop: 'दुकान', report: 'समस्या की रिपोर्ट करें', notes: 'मेरे नोट्स', noteForPage: 'पृष्ठ {n} का नोट', notesList: 'नोट्स वाले पृष्ठ', noNotes: 'अभी कोई नोट नहीं।', deleteNote: 'नोट हटाएँ', notesLocal: 'नोट्स केवल इसी ब्राउज़र में रहते हैं।', magnifier: 'आवर्धक', bookmarks: 'बुकमार्क' },
  fr: { shop: 'Boutique', report: 'Signaler un problème', notes: 'Mes notes', noteForPage: 'Note de la page {n}', notesList: 'Pages annotées', noNotes: 'Aucune note pour l’instant.', deleteNote: 'Supprimer la note', notesLocal: 'Les notes restent dans ce navigateur uniquement.', magnifier: 'Loupe', bookmarks: 'Signets' },
  ar: { shop: 'المتجر', report: 'الإبلاغ عن مشكلة', notes: 'ملاحظاتي', noteForPage: 'ملاحظة الصفحة {n}', notesList: 'صفحات بها ملاحظات', noNotes: 'لا توجد ملاحظات بعد.', deleteNote: 'حذف الملاحظة', notesLocal: 'تبقى الملاحظات في هذا المتصفح فقط.', magnifier: 'العدسة المكبرة', bookmarks: 'الإشارات المرجعية' },
  de: { shop: 'Shop', report: 'Problem melden', notes: 'Meine Notizen', noteForPage: 'Notiz zu Seite {n}', notesList: 'Seiten mit Notizen', noNotes: 'Noch keine Notizen.', deleteNote: 'Notiz löschen', notesLocal: 'Notizen bleiben nur in diesem Browser.', magnifier: 'Lupe', bookmarks: 'Lesezeichen' },
  ko: { shop: '상점', report: '문제 신고', notes: '내 메모', noteForPage: '{n}쪽 메모', notesList: '메모가 있는 페이지', noNotes: '아직 메모가 없습니다.', deleteNote: '메모 삭제', notesLocal: '메모는 이 브라우저에만 저장됩니다.', magnifier: '돋보기', bookmarks: '책갈피' },
  pt: { shop: 'Loja', report: 'Relatar um problema', notes: 'Minhas notas', noteForPage: 'Nota da página {n}', notesList: 'Páginas com notas', noNotes: 'Ainda não há notas.', deleteNote: 'Excluir a nota', notesLocal: 'As notas ficam apenas neste navegador.', magnifier: 'Lupa', bookmarks: 'Marcadores' },
  ro: { shop: 'Magazin', report: 'Raportează o problemă', notes: 'Notițele mele', noteForPage: 'Notiță pentru pagina {n}', notesList: 'Pagini cu notițe', noNotes: 'Nicio notiță încă.', deleteNote: 'Șterge notița', notesLocal: 'Notițele rămân doar în acest browser.', magnifier: 'Lupă', bookmarks: 'Semne de carte' },
  es: { shop: 'Tienda', report: 'Informar de un problema', notes: 'Mis notas', noteForPage: 'Nota de la página {n}', notesList: 'Páginas con notas', noNotes: 'Aún no hay notas.', deleteNote: 'Eliminar la nota', notesLocal: 'Las notas solo se guardan en este navegador.', magnifier: 'Lupa', bookmarks: 'Marcadores' },
  th: { shop: 'ร้านค้า', report: 'รายงานปัญหา', notes: 'บันทึกของฉัน', noteForPage: 'บันทึกของหน้า {n}', notesList: 'หน้าที่มีบันทึก', noNotes: 'ยังไม่มีบันทึก', deleteNote: 'ลบบันทึก', notesLocal: 'บันทึกจะอยู่ในเบราว์เซอร์นี้เท่านั้น', magnifier: 'แว่นขยาย', bookmarks: 'ที่คั่นหน้า' },
};

export const EXTRAS_LOCALES = Object.keys(WORDS);

/** The words for a language code (the document's lang), English when there are none. */
export function extrasWords(lang: string): ExtrasWords {
  return wordsFor(WORDS, lang);
}
