import { z } from 'zod';
import type { OptionLabels } from '../settings';
import { leadKind } from '../leads/kinds';
import type { LeadNotice } from './notice';

// The notification email of one lead, for the team's mailbox: every visitor value is text,
// never markup or a header of its own.

export interface LeadEmail {
  subject: string;
  /** A single address, or none when the visitor's email could not be one. */
  replyTo?: string;
  text: string;
  html: string;
  cv?: { filename: string; content: Buffer };
}

interface Row {
  label: string;
  value: string;
}

/** The label of an option value; an unknown value is shown as sent. */
const optionLabel = (labels: OptionLabels | undefined, group: keyof OptionLabels, value: string) =>
  labels?.[group][value] ?? value;

/** One line of plain text: form fields are single-line, so a line break can only be forged. */
const oneLine = (value: string) =>
  value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const field = (notice: LeadNotice, name: string) => oneLine(notice.fields[name] ?? '');

function subject(notice: LeadNotice, labels?: OptionLabels): string {
  const { title } = leadKind(notice.kind).email;
  const name = field(notice, 'name');
  switch (notice.kind) {
    case 'contact': {
      const company = field(notice, 'company_name');
      return `${title}: ${name}${company ? ` (${company})` : ''}`;
    }
    case 'career':
      return `${title}: ${name} — ${optionLabel(labels, 'job', field(notice, 'job'))}`;
    case 'optin':
      return `${title}: ${field(notice, 'EMAIL')}`;
  }
}

const visitorEmail = (notice: LeadNotice) => field(notice, notice.kind === 'optin' ? 'EMAIL' : 'email');

/** Only a plain address: a list or a display name would let a visitor choose who the team answers. */
const isSingleAddress = (value: string) => z.email().safeParse(value).success;

function receivedLabel(receivedAt: string): string {
  const time = new Date(receivedAt);
  return Number.isNaN(time.getTime()) ? oneLine(receivedAt) : time.toUTCString();
}

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024)).toLocaleString('en-US')} KB`;

/** The visitor's own file name, reduced to characters every mail client and file system accepts. */
export function cvFilename(notice: LeadNotice): string {
  const base = (notice.cv?.filename ?? '')
    .normalize('NFC')
    .replace(/^.*[\\/]/, '')
    .replace(/\.pdf$/i, '')
    .replace(/[\u0000-\u001f\u007f"*:<>?|\\/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 100)
    .trim();
  return base ? `${base}.pdf` : `cv-${notice.id}.pdf`;
}

function rows(notice: LeadNotice, labels?: OptionLabels): Row[] {
  const list = leadKind(notice.kind).email.rows.map(([name, label]): Row => {
    const value = field(notice, name);
    return {
      label,
      value: name === 'activity' || name === 'job' ? optionLabel(labels, name, value) : value,
    };
  });
  if (notice.cv) {
    list.push({ label: 'CV', value: `${cvFilename(notice)} (${kilobytes(notice.cv.size)}, attached)` });
  }
  const source = notice.source ?? {};
  const tags = Object.entries(source)
    .filter(([name]) => name.startsWith('utm_'))
    .map(([name, value]) => `${name}=${value}`);
  if (notice.source)
    list.push(
      { label: 'Landing page', value: source.landing ?? '' },
      { label: 'Referred by', value: source.referrer ?? '' },
      { label: 'Campaign', value: tags.join(', ') },
      { label: 'Opened from', value: source.cta ?? '' },
    );
  list.push(
    { label: 'Received', value: receivedLabel(notice.receivedAt) },
    { label: 'Locale', value: notice.locale ?? 'unknown' },
    { label: 'Lead id', value: notice.id },
  );
  return list;
}

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

function html(title: string, list: Row[], footer: readonly string[]): string {
  const cell = 'padding:6px 12px 6px 0;vertical-align:top;border-bottom:1px solid #e5e5e5';
  const body = list
    .map(
      ({ label, value }) =>
        `<tr><th align="left" style="${cell};color:#555;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="${cell};word-break:break-word">${value ? escapeHtml(value) : '—'}</td></tr>`,
    )
    .join('\n');
  const table = `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;max-width:100%">
${body}
</table>`;
  return htmlDocument(title, footer.length ? `${table}\n${htmlParagraphs(footer.join('\n\n'))}` : table);
}

/**
 * The team's email about one lead; option values read `labels` (shown as sent without them).
 * `footer`: lines of our own after the fields (the lead's page, the one-click "called back").
 */
export function leadEmail(
  notice: LeadNotice,
  labels?: OptionLabels,
  footer: readonly string[] = [],
): LeadEmail {
  const { title } = leadKind(notice.kind).email;
  const list = rows(notice, labels);
  const replyTo = visitorEmail(notice);
  return {
    subject: subject(notice, labels),
    replyTo: isSingleAddress(replyTo) ? replyTo : undefined,
    text: `${title}\n\n${list.map(({ label, value }) => `${label}: ${value || '—'}`).join('\n')}\n${footer.map((line) => `\n${line}\n`).join('')}`,
    html: html(title, list, footer),
    cv: notice.cv && { filename: cvFilename(notice), content: notice.cv.bytes },
  };
}
