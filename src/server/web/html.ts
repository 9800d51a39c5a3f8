/** Markup that is already safe to send: built only by `html` and `raw`, never from user text. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML element's content or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** What may be put in a template: text (escaped), numbers, markup, or lists of them; null and false render nothing. */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map((item: HtmlValue) => render(item)).join('');
  return escapeHtml(String(value));
}

/** A template tag that escapes every value put into it, so no page can forget to. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** The few plain styles of the pages, inline (the CSP allows inline styles and nothing else). */
const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1d2330}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
label{display:block;margin:.8rem 0 .2rem;font-weight:600}
input[type=email],input[type=password]{box-sizing:border-box;width:100%;padding:.5rem;border:1px solid #b8bfcc;border-radius:4px;font:inherit}
button{margin-top:1.2rem;padding:.5rem 1.2rem;border:0;border-radius:4px;background:#2b5fd9;color:#fff;font:inherit;cursor:pointer}
.error{padding:.6rem .8rem;border-radius:4px;background:#fdecec;color:#8a1c1c}
.notice{padding:.6rem .8rem;border-radius:4px;background:#e8f4ea;color:#1d5b2a}
.links{margin-top:1.5rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{font-weight:600}dd{margin:0}
`.trim();

/** A whole page: the shared head and frame around a page's own content. */
export function layout(title: string, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${title} · Flipbook Cloud</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${content}
</main>
</body>
</html>
`.text;
}

/** A message box: an error from the spec's messages, or a notice; nothing when there is none. */
export function messageBox(kind: 'error' | 'notice', message: string | null): SafeHtml {
  return message === null ? html`` : html`<p class="${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</p>`;
}
