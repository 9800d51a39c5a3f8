/**
 * The reader's own words, in English until applyLocale() swaps in the book's language.
 * Sentences with numbers are templates ({n}, {a}, {b}, {t}) so every locale orders its
 * words its own way. The views read these once, when they are built, so the language is
 * chosen before the reader's view is created.
 */
const ENGLISH = {
  book: 'Book',
  toolbar: 'Reader controls',
  pageNavigation: 'Page navigation',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fullScreen: 'Full screen',
  thumbnails: 'Thumbnails',
  contents: 'Table of contents',
  goToPage: 'Go to page',
  go: 'Go',
  pageField: 'Page number or caption',
  noSuchPage: 'There is no such page.',
  pageNumbers: 'Page-number captions',
  doubleSinglePage: 'One or two pages',
  zoom: 'Zoom',
  close: 'Close',
  search: 'Search',
  searchField: 'Search the book',
  noResults: 'No results',
  oneResult: '1 result',
  manyResults: '{n} results',
  selectText: 'Select text',
  autoFlip: 'Turn pages automatically',
  sound: 'Sound',
  home: 'Home',
  about: 'About',
  aboutName: 'Name',
  aboutEmail: 'E-mail',
  aboutWebsite: 'Website',
  aboutPhone: 'Phone',
  aboutAddress: 'Address',
  download: 'Download',
  email: 'Send by e-mail',
  share: 'Share',
  bookLink: 'Link to this page',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  print: 'Print',
  printRange: 'Pages to print',
  printWatermark: 'Print the watermark',
  badRange: 'Enter pages such as 1-3, 8.',
  language: 'Language',
  loading: 'Loading the book…',
  pageTemplate: 'Page {n}',
  linkTemplate: 'Go to page {n}',
  announceOne: 'Page {a} of {t}',
  announceTwo: 'Pages {a} and {b} of {t}',
  invalidBook: 'This book could not be opened.',
  waitingForBook: 'Waiting for the book…',
  lockTitle: 'Protected pages',
  lockNote: 'Enter the password to read on.',
  userName: 'User name',
  password: 'Password',
  unlock: 'Unlock',
  cancel: 'Cancel',
  showHint: 'Show hint',
  noHint: 'There is no hint.',
  incorrectPassword: 'Incorrect Password!',
  checking: 'Checking…',
};

/** The keys of the reader's words, in the order the locale table lists them. */
export type TextKey = keyof typeof ENGLISH;
export const TEXT_KEYS = Object.keys(ENGLISH) as TextKey[];

const text: Record<TextKey, string> = { ...ENGLISH };

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** Replaces the reader's words; keys a locale leaves out stay in English. */
export function setReaderText(words: Partial<Record<TextKey, string>>): void {
  Object.assign(text, ENGLISH, words);
}

export const READER_STRINGS = {
  ...(Object.fromEntries(TEXT_KEYS.map((key) => [key, ''])) as Record<TextKey, string>),
  results: (count: number) => (count === 0 ? text.noResults : count === 1 ? text.oneResult : fill(text.manyResults, { n: count })),
  pageAlt: (page: number | string) => fill(text.pageTemplate, { n: page }),
  linkToPage: (page: number | string) => fill(text.linkTemplate, { n: page }),
  announce: (pages: number[], total: number) =>
    pages.length === 2 ? fill(text.announceTwo, { a: pages[0] ?? 0, b: pages[1] ?? 0, t: total }) : fill(text.announceOne, { a: pages[0] ?? 0, t: total }),
  get aboutFields() {
    return { title: text.aboutName, email: text.aboutEmail, url: text.aboutWebsite, tel: text.aboutPhone, address: text.aboutAddress, description: text.about };
  },
};
// The plain words read through to the current language.
for (const key of TEXT_KEYS) Object.defineProperty(READER_STRINGS, key, { get: () => text[key], enumerable: true });
