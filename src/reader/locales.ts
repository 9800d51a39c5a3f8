import { parseBookLanguages } from '../shared/features/reader-languages.js';
import { LANGUAGE_CODES, languageDirection, type LanguageCode } from '../shared/i18n/languages.js';
import { setReaderText, TEXT_KEYS, type TextKey } from './strings.js';

/** The reader's languages: the 12 locales of the app. */
export const READER_LOCALES = LANGUAGE_CODES;
export type ReaderLocale = LanguageCode;

/**
 * The reader's words in each locale but English (strings.ts), one `|`-separated line per
 * locale in TEXT_KEYS order: a compact table that keeps the reader small. A test checks
 * every line has every key and keeps the templates' placeholders.
 */
export const LOCALE_TABLE: Readonly<Record<Exclude<ReaderLocale, 'en'>, string>> = {
  zh: '书|阅读器控件|翻页导航|上一页|下一页|放大|缩小|全屏|缩略图|目录|跳转到页|跳转|页码或页码标签|没有这一页。|页码标签|单页或双页|缩放|关闭|搜索|搜索本书|没有结果|1 个结果|{n} 个结果|选择文字|自动翻页|声音|主页|关于|名称|电子邮件|网站|电话|地址|下载|通过电子邮件发送|分享|本页链接|复制链接|链接已复制|打印|要打印的页|打印水印|请输入页码，例如 1-3, 8。|语言|正在加载…|第 {n} 页|转到第 {n} 页|第 {a} 页，共 {t} 页|第 {a} 和 {b} 页，共 {t} 页|无法打开这本书。|正在等待书…|受保护的页面|请输入密码继续阅读。|用户名|密码|解锁|取消|显示提示|没有提示。|密码错误！|正在验证…',
  ja: '本|リーダーの操作|ページ移動|前のページ|次のページ|拡大|縮小|全画面|サムネイル|目次|ページへ移動|移動|ページ番号またはラベル|そのページはありません。|ページ番号ラベル|単ページ/見開き|ズーム|閉じる|検索|本を検索|結果なし|1 件|{n} 件|テキストを選択|自動ページめくり|サウンド|ホーム|情報|名前|メール|ウェブサイト|電話|住所|ダウンロード|メールで送る|共有|このページへのリンク|リンクをコピー|リンクをコピーしました|印刷|印刷するページ|透かしを印刷|1-3, 8 のようにページを入力してください。|言語|読み込み中…|{n} ページ|{n} ページへ移動|{t} ページ中 {a} ページ|{t} ページ中 {a}・{b} ページ|この本を開けませんでした。|本を待っています…|保護されたページ|続きを読むにはパスワードを入力してください。|ユーザー名|パスワード|ロック解除|キャンセル|ヒントを表示|ヒントはありません。|パスワードが正しくありません！|確認中…',
  hi: 'पुस्तक|रीडर नियंत्रण|पृष्ठ नेविगेशन|पिछला पृष्ठ|अगला पृष्ठ|ज़ूम इन|ज़ूम आउट|पूर्ण स्क्रीन|थंबनेल|विषय सूची|पृष्ठ पर जाएँ|जाएँ|पृष्ठ संख्या या शीर्षक|ऐसा कोई पृष्ठ नहीं है।|पृष्ठ संख्या शीर्षक|एक या दो पृष्ठ|ज़ूम|बंद करें|खोजें|पुस्तक में खोजें|कोई परिणाम नहीं|1 परिणाम|{n} परिणाम|पाठ चुनें|स्वचालित पृष्ठ पलटें|ध्वनि|होम|परिचय|नाम|ईमेल|वेबसाइट|फ़ोन|पता|डाउनलोड|ईमेल से भेजें|साझा करें|इस पृष्ठ का लिंक|लिंक कॉपी करें|लिंक कॉपी हो गया|प्रिंट|प्रिंट करने के पृष्ठ|वॉटरमार्क प्रिंट करें|पृष्ठ दर्ज करें, जैसे 1-3, 8।|भाषा|पुस्तक लोड हो रही है…|पृष्ठ {n}|पृष्ठ {n} पर जाएँ|{t} में से पृष्ठ {a}|{t} में से पृष्ठ {a} और {b}|यह पुस्तक नहीं खुल सकी।|पुस्तक की प्रतीक्षा…|सुरक्षित पृष्ठ|आगे पढ़ने के लिए पासवर्ड दर्ज करें।|उपयोगकर्ता नाम|पासवर्ड|अनलॉक करें|रद्द करें|संकेत दिखाएँ|कोई संकेत नहीं है।|गलत पासवर्ड!|जाँच हो रही है…',
  fr: 'Livre|Commandes du lecteur|Navigation|Page précédente|Page suivante|Zoom avant|Zoom arrière|Plein écran|Miniatures|Table des matières|Aller à la page|Aller|Numéro ou libellé de page|Cette page n’existe pas.|Libellés de page|Une ou deux pages|Zoom|Fermer|Rechercher|Rechercher dans le livre|Aucun résultat|1 résultat|{n} résultats|Sélectionner le texte|Feuilleter automatiquement|Son|Accueil|À propos|Nom|E-mail|Site web|Téléphone|Adresse|Télécharger|Envoyer par e-mail|Partager|Lien vers cette page|Copier le lien|Lien copié|Imprimer|Pages à imprimer|Imprimer le filigrane|Saisissez des pages comme 1-3, 8.|Langue|Chargement du livre…|Page {n}|Aller à la page {n}|Page {a} sur {t}|Pages {a} et {b} sur {t}|Ce livre n’a pas pu être ouvert.|En attente du livre…|Pages protégées|Saisissez le mot de passe pour continuer la lecture.|Nom d’utilisateur|Mot de passe|Déverrouiller|Annuler|Afficher l’indice|Il n’y a pas d’indice.|Mot de passe incorrect !|Vérification…',
  ar: 'كتاب|عناصر التحكم|التنقل بين الصفحات|الصفحة السابقة|الصفحة التالية|تكبير|تصغير|ملء الشاشة|الصور المصغرة|جدول المحتويات|الانتقال إلى صفحة|انتقال|رقم الصفحة أو تسميتها|لا توجد صفحة كهذه.|تسميات أرقام الصفحات|صفحة أو صفحتان|تكبير/تصغير|إغلاق|بحث|البحث في الكتاب|لا توجد نتائج|نتيجة واحدة|{n} نتائج|تحديد النص|قلب الصفحات تلقائيًا|الصوت|الرئيسية|حول|الاسم|البريد الإلكتروني|الموقع|الهاتف|العنوان|تنزيل|إرسال بالبريد الإلكتروني|مشاركة|رابط هذه الصفحة|نسخ الرابط|تم نسخ الرابط|طباعة|الصفحات المراد طباعتها|طباعة العلامة المائية|أدخل صفحات مثل 1-3, 8.|اللغة|جارٍ تحميل الكتاب…|الصفحة {n}|الانتقال إلى الصفحة {n}|الصفحة {a} من {t}|الصفحتان {a} و{b} من {t}|تعذر فتح هذا الكتاب.|في انتظار الكتاب…|صفحات محمية|أدخل كلمة المرور لمتابعة القراءة.|اسم المستخدم|كلمة المرور|فتح القفل|إلغاء|إظهار التلميح|لا يوجد تلميح.|كلمة المرور غير صحيحة!|جارٍ التحقق…',
  de: 'Buch|Leser-Steuerung|Seitennavigation|Vorherige Seite|Nächste Seite|Vergrößern|Verkleinern|Vollbild|Miniaturen|Inhaltsverzeichnis|Gehe zu Seite|Los|Seitenzahl oder -bezeichnung|Diese Seite gibt es nicht.|Seitenbezeichnungen|Eine oder zwei Seiten|Zoom|Schließen|Suchen|Im Buch suchen|Keine Treffer|1 Treffer|{n} Treffer|Text auswählen|Automatisch blättern|Ton|Startseite|Über|Name|E-Mail|Website|Telefon|Adresse|Herunterladen|Per E-Mail senden|Teilen|Link zu dieser Seite|Link kopieren|Link kopiert|Drucken|Zu druckende Seiten|Wasserzeichen drucken|Seiten wie 1-3, 8 eingeben.|Sprache|Buch wird geladen…|Seite {n}|Gehe zu Seite {n}|Seite {a} von {t}|Seiten {a} und {b} von {t}|Dieses Buch konnte nicht geöffnet werden.|Warte auf das Buch…|Geschützte Seiten|Geben Sie das Passwort ein, um weiterzulesen.|Benutzername|Passwort|Entsperren|Abbrechen|Hinweis anzeigen|Es gibt keinen Hinweis.|Falsches Passwort!|Wird geprüft…',
  ko: '책|리더 컨트롤|페이지 탐색|이전 페이지|다음 페이지|확대|축소|전체 화면|썸네일|목차|페이지로 이동|이동|페이지 번호 또는 레이블|해당 페이지가 없습니다.|페이지 번호 레이블|한 쪽 또는 두 쪽|확대/축소|닫기|검색|책에서 검색|결과 없음|결과 1개|결과 {n}개|텍스트 선택|자동 넘기기|소리|홈|정보|이름|이메일|웹사이트|전화|주소|다운로드|이메일로 보내기|공유|이 페이지 링크|링크 복사|링크를 복사했습니다|인쇄|인쇄할 페이지|워터마크 인쇄|1-3, 8처럼 페이지를 입력하세요.|언어|책을 불러오는 중…|{n}쪽|{n}쪽으로 이동|{t}쪽 중 {a}쪽|{t}쪽 중 {a}, {b}쪽|이 책을 열 수 없습니다.|책을 기다리는 중…|보호된 페이지|계속 읽으려면 비밀번호를 입력하세요.|사용자 이름|비밀번호|잠금 해제|취소|힌트 보기|힌트가 없습니다.|비밀번호가 올바르지 않습니다!|확인 중…',
  pt: 'Livro|Controles do leitor|Navegação|Página anterior|Próxima página|Ampliar|Reduzir|Tela cheia|Miniaturas|Sumário|Ir para a página|Ir|Número ou rótulo da página|Essa página não existe.|Rótulos de página|Uma ou duas páginas|Zoom|Fechar|Pesquisar|Pesquisar no livro|Nenhum resultado|1 resultado|{n} resultados|Selecionar texto|Virar páginas automaticamente|Som|Início|Sobre|Nome|E-mail|Site|Telefone|Endereço|Baixar|Enviar por e-mail|Compartilhar|Link para esta página|Copiar link|Link copiado|Imprimir|Páginas a imprimir|Imprimir a marca d’água|Digite páginas como 1-3, 8.|Idioma|Carregando o livro…|Página {n}|Ir para a página {n}|Página {a} de {t}|Páginas {a} e {b} de {t}|Não foi possível abrir este livro.|Aguardando o livro…|Páginas protegidas|Digite a senha para continuar lendo.|Nome de usuário|Senha|Desbloquear|Cancelar|Mostrar dica|Não há dica.|Senha incorreta!|Verificando…',
  ro: 'Carte|Comenzi cititor|Navigare|Pagina anterioară|Pagina următoare|Mărire|Micșorare|Ecran complet|Miniaturi|Cuprins|Mergi la pagina|Mergi|Numărul sau eticheta paginii|Această pagină nu există.|Etichete de pagină|Una sau două pagini|Zoom|Închide|Caută|Caută în carte|Niciun rezultat|1 rezultat|{n} rezultate|Selectează text|Răsfoire automată|Sunet|Acasă|Despre|Nume|E-mail|Site web|Telefon|Adresă|Descarcă|Trimite prin e-mail|Distribuie|Linkul acestei pagini|Copiază linkul|Link copiat|Tipărește|Pagini de tipărit|Tipărește filigranul|Introduceți pagini precum 1-3, 8.|Limbă|Se încarcă cartea…|Pagina {n}|Mergi la pagina {n}|Pagina {a} din {t}|Paginile {a} și {b} din {t}|Cartea nu a putut fi deschisă.|Se așteaptă cartea…|Pagini protejate|Introduceți parola pentru a citi mai departe.|Nume de utilizator|Parolă|Deblochează|Anulează|Arată indiciul|Nu există niciun indiciu.|Parolă incorectă!|Se verifică…',
  es: 'Libro|Controles del lector|Navegación|Página anterior|Página siguiente|Acercar|Alejar|Pantalla completa|Miniaturas|Índice|Ir a la página|Ir|Número o etiqueta de página|Esa página no existe.|Etiquetas de página|Una o dos páginas|Zoom|Cerrar|Buscar|Buscar en el libro|Sin resultados|1 resultado|{n} resultados|Seleccionar texto|Pasar páginas automáticamente|Sonido|Inicio|Acerca de|Nombre|Correo|Sitio web|Teléfono|Dirección|Descargar|Enviar por correo|Compartir|Enlace a esta página|Copiar enlace|Enlace copiado|Imprimir|Páginas a imprimir|Imprimir la marca de agua|Escriba páginas como 1-3, 8.|Idioma|Cargando el libro…|Página {n}|Ir a la página {n}|Página {a} de {t}|Páginas {a} y {b} de {t}|No se pudo abrir este libro.|Esperando el libro…|Páginas protegidas|Introduzca la contraseña para seguir leyendo.|Nombre de usuario|Contraseña|Desbloquear|Cancelar|Mostrar pista|No hay ninguna pista.|¡Contraseña incorrecta!|Comprobando…',
  th: 'หนังสือ|ตัวควบคุม|การนำทางหน้า|หน้าก่อนหน้า|หน้าถัดไป|ขยาย|ย่อ|เต็มจอ|ภาพย่อ|สารบัญ|ไปที่หน้า|ไป|เลขหน้าหรือป้ายหน้า|ไม่มีหน้านี้|ป้ายเลขหน้า|หนึ่งหรือสองหน้า|ซูม|ปิด|ค้นหา|ค้นหาในหนังสือ|ไม่พบผลลัพธ์|1 ผลลัพธ์|{n} ผลลัพธ์|เลือกข้อความ|พลิกหน้าอัตโนมัติ|เสียง|หน้าแรก|เกี่ยวกับ|ชื่อ|อีเมล|เว็บไซต์|โทรศัพท์|ที่อยู่|ดาวน์โหลด|ส่งทางอีเมล|แชร์|ลิงก์ของหน้านี้|คัดลอกลิงก์|คัดลอกลิงก์แล้ว|พิมพ์|หน้าที่จะพิมพ์|พิมพ์ลายน้ำ|ป้อนหน้า เช่น 1-3, 8|ภาษา|กำลังโหลดหนังสือ…|หน้า {n}|ไปที่หน้า {n}|หน้า {a} จาก {t}|หน้า {a} และ {b} จาก {t}|ไม่สามารถเปิดหนังสือเล่มนี้ได้|กำลังรอหนังสือ…|หน้าที่ได้รับการป้องกัน|ป้อนรหัสผ่านเพื่ออ่านต่อ|ชื่อผู้ใช้|รหัสผ่าน|ปลดล็อก|ยกเลิก|แสดงคำใบ้|ไม่มีคำใบ้|รหัสผ่านไม่ถูกต้อง!|กำลังตรวจสอบ…',
};

/** The words of one locale by key; English is strings.ts itself. */
export function localeWords(locale: ReaderLocale): Partial<Record<TextKey, string>> {
  if (locale === 'en') return {};
  const words = LOCALE_TABLE[locale].split('|');
  return Object.fromEntries(TEXT_KEYS.map((key, i) => [key, words[i] ?? ''])) as Record<TextKey, string>;
}

export function isReaderLocale(value: unknown): value is ReaderLocale {
  return typeof value === 'string' && (READER_LOCALES as readonly string[]).includes(value);
}

/**
 * The locale to show: the reader's own earlier choice if the book offers it, else the
 * book's first language (`settings.languages`), else English.
 */
export function chooseLocale(languages: unknown, stored: string | null): { locale: ReaderLocale; offered: ReaderLocale[]; labels: Partial<Record<ReaderLocale, string>> } {
  const entries = parseBookLanguages(languages);
  const offered = entries.map((entry) => entry.code);
  const locale = offered.find((code) => code === stored) ?? offered[0] ?? 'en';
  // The author's label where there is one, else the menu shows the language's own name.
  const labels = Object.fromEntries(entries.filter((entry) => entry.label !== '').map((entry) => [entry.code, entry.label]));
  return { locale, offered, labels };
}

/** Switches the reader's words and the page's language and direction (Arabic reads right to left). */
export function applyLocale(locale: ReaderLocale, root: HTMLElement = document.documentElement): void {
  setReaderText(localeWords(locale));
  root.lang = locale;
  root.dir = languageDirection(locale);
}

/** Where the reader's own choice of language is kept, across books on the same site. */
const STORED_LOCALE_KEY = 'flipbook:language';

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(STORED_LOCALE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the choice and reloads: every view is built once, in the chosen words. */
export function switchLocale(locale: ReaderLocale): void {
  try {
    localStorage.setItem(STORED_LOCALE_KEY, locale);
  } catch {
    // Without storage (some file:// pages) the choice cannot outlive the reload.
    return;
  }
  location.reload();
}
