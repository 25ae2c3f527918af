import { timeWords } from '../clock/dueWords';
import type { NotificationText } from '../settings';
import { leadKind } from '../leads/kinds';
import { escapeHtml, htmlDocument, htmlParagraphs } from '../mail/html';
import { isSingleAddress } from '../mail/address';
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

/** One line of plain text: form fields are single-line, so a line break can only be forged. */
const oneLine = (value: string) =>
  value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const field = (notice: LeadNotice, name: string) => oneLine(notice.fields[name] ?? '');

/** The subject names the kind of lead and who sent it; an option by its label. */
function subject(notice: LeadNotice, text: NotificationText): string {
  switch (notice.kind) {
    case 'contact': {
      const company = field(notice, 'company_name');
      const name = field(notice, 'name');
      return company ? text.subject.contactWithCompany({ name, company }) : text.subject.contact({ name });
    }
    case 'career':
      return text.subject.career({ name: field(notice, 'name'), job: optionLabel(notice, text, 'job') });
    case 'optin':
      return text.subject.optin({ email: field(notice, 'EMAIL') });
  }
}

/** A name's words, or the name itself: own keys only, so "constructor" is shown as sent. */
const own = (words: Readonly<Record<string, string>>, name: string) =>
  Object.hasOwn(words, name) ? words[name]! : name;

/** An option value as the form showed it in the reader's language; an unknown one as sent. */
function optionLabel(notice: LeadNotice, text: NotificationText, group: 'activity' | 'job'): string {
  const value = field(notice, group);
  return own(text.options[group], value);
}

const visitorEmail = (notice: LeadNotice) => field(notice, notice.kind === 'optin' ? 'EMAIL' : 'email');

/** A size in kilobytes, as the reader's language writes it. */
const kilobytes = (size: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte' }).format(
    Math.max(1, Math.round(size / 1024)),
  );

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

/** The reader's language and the team's time zone: how values are written. */
export interface Reading {
  locale: string;
  timeZone: string;
}

/** The CV to attach: none when its bytes were not kept (spam past its budget). */
function attachedCv(notice: LeadNotice): Buffer | undefined {
  if (!notice.cv?.kept) return undefined;
  if (!notice.cv.bytes) throw new Error('the email of an application needs its CV loaded');
  return notice.cv.bytes;
}

function rows(notice: LeadNotice, text: NotificationText, { locale, timeZone }: Reading): Row[] {
  const language = locale.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-US';
  const label = (name: string) => own(text.labels, name);
  const list = leadKind(notice.kind).email.rows.map((name): Row => ({
    label: label(name),
    value: name === 'activity' || name === 'job' ? optionLabel(notice, text, name) : field(notice, name),
  }));
  if (notice.cv) {
    const words = notice.cv.kept ? text.cv : text.cvNotKept;
    list.push({
      label: label('cv'),
      value: words({ file: cvFilename(notice), size: kilobytes(notice.cv.size, language) }),
    });
  }
  const source = notice.source ?? {};
  const tags = Object.entries(source)
    .filter(([name]) => name.startsWith('utm_'))
    .map(([name, value]) => `${name}=${value}`);
  if (notice.source)
    list.push(
      { label: label('landing'), value: source.landing ?? '' },
      { label: label('referrer'), value: source.referrer ?? '' },
      { label: label('campaign'), value: tags.join(', ') },
      { label: label('cta'), value: source.cta ? own(text.ctas, source.cta) : '' },
    );
  const received = new Date(notice.receivedAt);
  list.push(
    {
      label: label('received'),
      value: Number.isNaN(received.getTime())
        ? oneLine(notice.receivedAt)
        : timeWords(received, locale, timeZone),
    },
    {
      label: label('locale'),
      value: notice.locale
        ? (new Intl.DisplayNames(language, { type: 'language' }).of(notice.locale) ?? '')
        : '',
    },
    { label: label('id'), value: notice.id },
  );
  return list;
}

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
 * The team's email about one lead, in the reader's words (`text`, `reading`).
 * `footer`: lines of our own after the fields (the lead's page, the one-click "called back").
 */
export function leadEmail(
  notice: LeadNotice,
  text: NotificationText,
  reading: Reading,
  footer: readonly string[] = [],
): LeadEmail {
  const title = text.title[notice.kind];
  const list = rows(notice, text, reading);
  const replyTo = visitorEmail(notice);
  const cv = attachedCv(notice);
  return {
    subject: subject(notice, text),
    replyTo: isSingleAddress(replyTo) ? replyTo : undefined,
    text: `${title}\n\n${list.map(({ label, value }) => text.row({ label, value: value || '—' })).join('\n')}\n${footer.map((line) => `\n${line}\n`).join('')}`,
    html: html(title, list, footer),
    cv: cv && { filename: cvFilename(notice), content: cv },
  };
}
