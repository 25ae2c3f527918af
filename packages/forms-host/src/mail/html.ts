// The HTML half of the emails: visitor values and our own texts only ever as escaped text.

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Text as HTML paragraphs (blank lines part them), each of our own links made a link. */
export function htmlParagraphs(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 12px">${escapeHtml(paragraph)
          .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
}

/** A whole message's HTML: a heading (when given) and its body. */
export const htmlDocument = (title: string, body: string) => `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:16px;font:15px/1.4 -apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111">
${title ? `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h1>\n` : ''}${body}
</body></html>
`;
