import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { teamSettings } from '@/lib/team/settings';
import fr from '@/messages/fr.json';
import { dueWords, zoneWords } from '@/packages/forms-host/src/clock/dueWords';

// The French catalogue as a Québec copywriter writes it: the typography of docs/french-style.md
// (OQLF) and none of its glossary's "never" terms where they mean what the glossary says.

/** Every message of a catalogue by its dotted path, e.g. "HomePage.hero.title". */
function flatten(node: unknown, prefix = ''): [string, string][] {
  if (node === null || typeof node !== 'object') return [[prefix, String(node)]];
  return Object.entries(node).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

const MAX_VARIANTS = 64;

/**
 * The texts a message can show, as a reader sees them: tags dropped (their content kept), every
 * argument and `#` shown as the number 0 (so `{metres} m` reads `0 m`), and one text per option of a
 * plural or select. The ICU syntax itself (braces, argument names, tag names) is never checked.
 */
function readings(elements: MessageFormatElement[]): string[] {
  let texts = [''];
  for (const el of elements) {
    let parts: string[];
    if (el.type === TYPE.literal) parts = [el.value];
    else if (el.type === TYPE.tag) parts = readings(el.children);
    else if (el.type === TYPE.plural || el.type === TYPE.select) {
      parts = Object.values(el.options).flatMap((option) => readings(option.value));
    } else parts = ['0']; // argument, number, date, time, pound
    texts = texts.flatMap((head) => parts.map((part) => head + part)).slice(0, MAX_VARIANTS);
  }
  return texts;
}

/** A URL or an e-mail address is not prose: its colons and letters are left alone. */
const withoutAddresses = (text: string) =>
  text.replace(/\b(?:https?:\/\/|mailto:)\S+/g, ' ').replace(/\S+@\S+\.\S+/g, ' ');

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const show = (text: string) => text.replaceAll(NBSP, '⍽').replaceAll(NNBSP, '·');

/** A no-break rule: in every match of `where`, the captured space must be exactly `space`. */
interface SpaceRule {
  name: string;
  where: RegExp;
  space: string;
}

const UNITS =
  'km|m²|m|cm|ha|ko|Ko|Mo|Go|KB|MB|GB|mètres?|kilomètres?|jours?|semaines?|mois|ans?|heures?|h|min|minutes?|secondes?';
const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

const SPACE_RULES: SpaceRule[] = [
  // The colon takes U+00A0; not between digits (09:00, 16:9).
  { name: 'U+00A0 before :', where: /(?<!\d)(\s*):|(\s*):(?!\d)/gu, space: NBSP },
  { name: 'U+202F before ;', where: /(\s*);/gu, space: NNBSP },
  { name: 'U+202F before !', where: /(\s*)!/gu, space: NNBSP },
  { name: 'U+202F before ?', where: /(\s*)\?/gu, space: NNBSP },
  { name: 'U+202F before %', where: /(\s*)%/gu, space: NNBSP },
  { name: 'U+00A0 after «', where: /«(\s*)/gu, space: NBSP },
  { name: 'U+00A0 before »', where: /(\s*)»/gu, space: NBSP },
  {
    name: 'U+00A0 between a number and its unit',
    where: new RegExp(`\\d(\\s*)(?:${UNITS})(?![\\p{L}\\d])`, 'gu'),
    space: NBSP,
  },
  {
    name: 'U+00A0 between a day and its month',
    where: new RegExp(`\\b(?:1er|\\d{1,2})(\\s+)(?:${MONTHS})\\b`, 'gu'),
    space: NBSP,
  },
  { name: 'U+00A0 in a law’s number (Loi 25)', where: /\bLoi(\s+)\d/gu, space: NBSP },
];

/** Thousands are grouped by a no-break space, U+00A0 or U+202F: 1 600 m. */
const BROKEN_THOUSANDS = /\d{1,3} \d{3}(?!\d)/u;

function spaceProblems(text: string): string[] {
  const problems: string[] = [];
  for (const rule of SPACE_RULES) {
    for (const match of text.matchAll(rule.where)) {
      const space = match.slice(1).find((group) => group !== undefined) ?? '';
      if (space !== rule.space) problems.push(`${rule.name}: “${show(match[0])}”`);
    }
  }
  const thousands = BROKEN_THOUSANDS.exec(text);
  if (thousands) problems.push(`no-break space between thousands: “${thousands[0]}”`);
  return problems;
}

/** A glossary term never to use where it means what the glossary says (docs/french-style.md). */
interface NeverRule {
  never: string;
  use: string;
  pattern: RegExp;
  /** Only in the messages whose key matches (all when unset). */
  keys?: RegExp;
}

// A whole word: no letter, digit or apostrophe on either side, no hyphen before (JavaScript's \b
// knows no accented letters).
const word = (body: string, flags = 'iu') =>
  new RegExp(`(?<![\\p{L}\\p{N}’'-])(?:${body})(?![\\p{L}\\p{N}’'])`, flags + 'g');

const NEVER: NeverRule[] = [
  { never: 'joindre (reach)', use: 'atteindre', pattern: word('joindre|joign\\p{L}*|joint\\p{L}*') },
  {
    never: 'précis à 3 m (accurate to 3 m), précision jusqu’à 3 m',
    use: 'précis à 3 m près, une précision à 3 m près',
    pattern: new RegExp(
      `précise?s?\\s+(?:jusqu’à\\s+)?(?:à\\s+)?[\\d,\\s]+(?:${UNITS})(?![\\p{L}\\d])(?!\\s+près)|précision\\s+(?:allant\\s+)?jusqu’à`,
      'giu',
    ),
  },
  {
    never: 'utilisateurs mobiles',
    use: 'utilisateurs d’appareils mobiles, mobinautes',
    pattern: word('utilisat(?:eur|rice)s?\\s+mobiles?'),
  },
  {
    never: 'géoclôture, géociblage (geofencing)',
    use: 'géorepérage',
    pattern: word('géoclôtur\\p{L}*|géocibl\\p{L}*'),
  },
  {
    never: 'servies (impressions)',
    use: 'diffusées',
    pattern: word('servie|servies|servir\\s+(?:des|les|vos)\\s+(?:impressions|publicités)'),
  },
  {
    never: 'lancer alone (a campaign)',
    use: 'lancer votre campagne',
    pattern: /(?<![\p{L}])(?:lancer|lancez|lançons)(?=[\s]*(?:[.,;:!?)]|$))/giu,
  },
  {
    never: 'email, e-mail, mail',
    use: 'courriel (adresse courriel for the address)',
    pattern: word('e-?mails?|mails?'),
  },
  { never: 'newsletter', use: 'infolettre', pattern: word('newsletters?') },
  {
    never: 'relancer (resume a paused demo)',
    use: 'reprendre',
    pattern: word('relanc\\p{L}*\\s+(?:la|l’)\\s*(?:démo|animation|vidéo|lecture)'),
  },
  // A hyphen may come before these: peut-on, inscris-toi.
  { never: 'on (pronoun)', use: 'nous', pattern: /(?<![\p{L}\p{N}’'])(?:l’)?on(?![\p{L}\p{N}’'])/giu },
  {
    never: 'tutoiement',
    use: 'vouvoiement',
    pattern: /(?<![\p{L}\p{N}’'])(?:tu|toi|ton|ta|tes)(?![\p{L}\p{N}’'])|(?<![\p{L}])t’(?=\p{L})/giu,
  },
  // Typed as U+0027 in the JSON, the apostrophe is also ICU's escape character.
  { never: 'straight apostrophe (U+0027)', use: '’ (U+2019)', pattern: /'/gu },
  {
    never: 'inscription (a newsletter opt-in)',
    use: 'abonnement, s’abonner',
    pattern: /(?<![\p{L}\p{N}])inscri[\p{L}-]*\s+(?:à|aux?)\s+(?:l’|notre\s+|nos\s+)?infolettres?/giu,
  },
  {
    // The team's side knows no account sign-up: its « inscriptions » are opt-ins (« d’inscription » too).
    never: 'inscription (a newsletter opt-in, on the team’s side)',
    use: 'abonnement',
    pattern: /(?<![\p{L}\p{N}])inscriptions?(?![\p{L}\p{N}])/giu,
    keys: /^Team\./,
  },
  {
    never: 'secteur, secteur d’activité (the contact form’s activity)',
    use: 'type d’activité',
    pattern: word('secteurs?'),
  },
  { never: 'rotation (round-robin)', use: 'attribution à tour de rôle', pattern: word('rotations?') },
];

/** Where a "never" term means something else: each phrase with its reason. */
const ALLOWED: { phrase: string; reason: string }[] = [
  { phrase: 'Nous joindre', reason: '“contact us”: the contact page and its links' },
  { phrase: 'Joignez-vous à', reason: '“join” a team (careers)' },
  { phrase: 'vous joint', reason: 'a specialist reaches you by phone: “contact”' },
  { phrase: 'nous joignent', reason: 'visitors who contact us (consent)' },
  { phrase: 'joignable', reason: 'can be contacted by phone' },
  { phrase: 'joignez votre CV', reason: '“attach” a file' },
  { phrase: 'Joignez un CV', reason: '“attach” a file' },
  { phrase: 'joindre votre CV', reason: '“attach” a file' },
  { phrase: 'joindre un PDF', reason: '“attach” a file' },
  { phrase: 'en pièce jointe', reason: 'an email’s attachment (the team’s notification)' },
  {
    phrase: "Créer une clé d'accès",
    reason: 'the joining button: the published test names fix this exact text (other teams’ tests find it)',
  },
  {
    phrase: "Se connecter avec une clé d'accès",
    reason: 'the sign-in button: the published test names fix this exact text (other teams’ tests find it)',
  },
  { phrase: 'secteur privé', reason: 'a law’s name (Loi sur la protection … dans le secteur privé)' },
];

const allowedRemoved = (text: string) =>
  ALLOWED.reduce((t, { phrase }) => t.replace(new RegExp(phrase, 'giu'), ' '.repeat(phrase.length)), text);

function glossaryProblems(key: string, text: string): string[] {
  const prose = allowedRemoved(text);
  return NEVER.filter(({ keys }) => !keys || keys.test(key)).flatMap(({ never, use, pattern }) =>
    [...prose.matchAll(pattern)].map((m) => `glossary: “${m[0].trim()}”, never ${never}; use ${use}`),
  );
}

/** Every problem of one message, as "key: problem". */
function problemsOf(key: string, message: string): string[] {
  const texts = readings(parse(message)).map(withoutAddresses);
  const found = new Set(texts.flatMap((text) => [...spaceProblems(text), ...glossaryProblems(key, text)]));
  return [...found].map((problem) => `${key}: ${problem}`);
}

const WEEKDAYS = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';

/** How Québec writes a date or a time in a sentence: what the code that fills a message gets wrong. */
const DATE_RULES: { name: string; where: RegExp }[] = [
  {
    name: 'a full date takes its article (d’ici le mardi 8 décembre)',
    where: new RegExp(
      `(?:d’ici|avant|après|jusqu’au)\\s+(?:${WEEKDAYS})\\s+(?:1er|\\d{1,2})\\s+(?:${MONTHS})`,
      'giu',
    ),
  },
  {
    name: 'a day is joined to its time by « à » (demain à 9 h, mardi à 9 h)',
    where: new RegExp(`(?<!\\p{L})(?:demain|${WEEKDAYS})\\s+\\d{1,2}\\s*h(?!\\p{L})`, 'giu'),
  },
  {
    name: 'a time in a sentence is written 14 h, 9 h 30, not 14:00',
    where: /(?<![\d:])\d{1,2}:\d\d(?![\d:])/gu,
  },
  {
    name: 'a date is joined to its time by « à », not a comma (le mardi 8 décembre à 9 h)',
    where: new RegExp(`(?:${MONTHS}|demain|${WEEKDAYS}),\\s*\\d{1,2}\\s*h(?!\\p{L})`, 'giu'),
  },
];

/** Every problem of a text as sent (its values filled in, no ICU left), as "what: problem". */
function sentProblems(what: string, text: string): string[] {
  const plain = withoutAddresses(text);
  const dates = DATE_RULES.flatMap(({ name, where }) =>
    [...plain.matchAll(where)].map((m) => `${name}: “${show(m[0])}”`),
  );
  return [...new Set([...spaceProblems(plain), ...glossaryProblems(what, plain), ...dates])].map(
    (problem) => `${what}: ${problem}`,
  );
}

describe('the French typography and glossary check', () => {
  it('passes text written to the conventions', () => {
    const good = [
      'Une précision à 3\u00a0m près\u202f! Parlez-nous de vos emplacements\u00a0: un spécialiste vous rappellera.',
      'Aucun lieu ne correspond à «\u00a0{query}\u00a0»\u202f? Réessayez\u202f; rien ne presse.',
      '{count, plural, =0 {aucun point} one {# point} other {# points}} sur 1\u00a0600\u00a0m, en 30\u00a0jours.',
      'Votre fichier dépasse {maxMb}\u00a0Mo. Écrivez-nous à <mail>{email}</mail> ou sur https://example.com/a:b?c=d.',
      'Le 1er\u00a0novembre, selon la Loi\u00a025, à 09:00. Nous joindre. Joignez un CV.',
    ];
    for (const message of good) expect(problemsOf('good', message)).toEqual([]);
  });

  it.each([
    ['a plain space before a colon', 'Parlez-nous de vos objectifs : nous rappelons.', 'U+00A0 before :'],
    ['no space before a colon', 'Parlez-nous de vos objectifs: nous rappelons.', 'U+00A0 before :'],
    ['U+00A0 before a semicolon', 'Placez trois coins\u00a0; voilà.', 'U+202F before ;'],
    ['a plain space before a question mark', 'Des questions ?', 'U+202F before ?'],
    ['no space before an exclamation mark', 'Merci!', 'U+202F before !'],
    ['a plain space before %', 'Soit 12 % du cercle.', 'U+202F before %'],
    ['a plain space inside guillemets', 'Choisissez « Candidature spontanée\u00a0».', 'U+00A0 after «'],
    ['a plain space between an argument and its unit', 'Curseur à {x} m du bord.', 'number and its unit'],
    ['a plain space between a number and its unit', 'Un cercle de 1,6 km.', 'number and its unit'],
    ['a plain space in a date', 'Mise à jour : le 1er novembre 2026', 'day and its month'],
    ['a plain space in a law’s number', 'La Loi 25 du Québec.', 'Loi 25'],
    ['a plain space between thousands', 'Un cercle de 1 600\u00a0m.', 'thousands'],
    ['joindre for reach', 'Dépensez moins pour joindre des gens.', 'joindre'],
    ['précis à 3 m without près', 'Un polygone précis à 3\u00a0m.', 'précis à 3 m'],
    ['précision jusqu’à', 'Une précision jusqu’à 3\u00a0m.', 'précis à 3 m'],
    ['servies', 'Des impressions servies hors de la zone.', 'servies'],
    ['géoclôture', 'La géoclôture en un clic.', 'géoclôture'],
    ['géociblage', 'Notre géociblage.', 'géociblage'],
    ['email as a word', 'Votre email.', 'email'],
    ['mail as a word', 'Un mail de confirmation.', 'email'],
    ['newsletter', 'Abonnez-vous à la newsletter.', 'newsletter'],
    ['utilisateurs mobiles', 'Les utilisateurs mobiles du quartier.', 'utilisateurs mobiles'],
    ['lancer alone', 'Choisissez vos zones, puis lancez.', 'lancer alone'],
    ['relancer for resume', 'Relancer la démo', 'relancer'],
    ['on for nous', 'On vous rappelle.', 'on (pronoun)'],
    ['tutoiement', 'Crée ton compte.', 'tutoiement'],
    ['a straight apostrophe', "Créer une clé d'invitation", 'straight apostrophe'],
    ['inscription for a newsletter opt-in', 'Confirmez votre inscription à l’infolettre.', 'inscription'],
    ['secteur for the activity', 'Votre secteur d’activité', 'secteur'],
    ['Secteur as a label', 'Secteur', 'secteur'],
    ['rotation', 'Vous êtes de retour dans la rotation.', 'rotation'],
  ])('fails on %s', (_what, message, expected) => {
    expect(problemsOf('bad', message).join('\n')).toContain(expected);
  });

  it.each([
    ['Team.audit.actions.subscriber-released', 'Inscription retirée des pourriels'],
    ['Team.spam.heldSignUps', 'Inscriptions retenues comme pourriels'],
    ['Team.subscribers.source', 'Balise d’inscription'],
  ])('fails on « inscription » for an opt-in on the team’s side (%s)', (key, message) => {
    expect(problemsOf(key, message).join('\n')).toContain('inscription');
  });

  it('leaves the account sign-up its « inscription » on the public site', () => {
    expect(problemsOf('SignupPage.help', 'Des questions avant de vous inscrire\u202f?')).toEqual([]);
    expect(problemsOf('Metadata.signup.title', 'Inscription')).toEqual([]);
  });

  it('checks an email as sent too: its dates and times as Québec writes them in a sentence', () => {
    expect(sentProblems('email', 'Nous vous répondrons d’ici mercredi 10 décembre, 10\u00a0h.')).toEqual([
      'email: U+00A0 between a day and its month: “10 décembre”',
      'email: a full date takes its article (d’ici le mardi 8 décembre): “d’ici mercredi 10 décembre”',
      'email: a date is joined to its time by « à », not a comma (le mardi 8 décembre à 9 h): “décembre, 10⍽h”',
    ]);
    expect(sentProblems('email', 'Reçu le 4 déc. 2026, 14:00.').join('\n')).toContain(
      '14 h, 9 h 30, not 14:00',
    );
    expect(sentProblems('email', 'Nous vous rappellerons d’ici demain 9\u00a0h.').join('\n')).toContain(
      'a day is joined to its time by « à »',
    );
    expect(
      sentProblems('email', 'Nous vous répondrons d’ici le mercredi 10\u00a0décembre à 10\u00a0h.'),
    ).toEqual([]);
  });
});

describe('messages/fr.json', () => {
  const messages = flatten(fr);

  it('holds messages to check, the team’s pages and emails among them', () => {
    expect(messages.length).toBeGreaterThan(300);
    const keys = messages.map(([key]) => key);
    expect(keys.filter((key) => key.startsWith('Team.')).length).toBeGreaterThan(200);
    for (const email of [
      'invite',
      'assigned',
      'acknowledgement',
      'reminder',
      'escalation',
      'weekly',
      'notification',
    ])
      expect(
        keys.some((key) => key.startsWith(`Team.emails.${email}.`)),
        email,
      ).toBe(true);
  });

  it('follows the typography and the glossary of docs/french-style.md', () => {
    expect(messages.flatMap(([key, message]) => problemsOf(key, message))).toEqual([]);
  });

  it('reads right in the emails as sent: the call-back emails with their due-time words', () => {
    const texts = teamSettings.callbackEmail.fr!;
    const zone = 'America/Toronto';
    // Read on Wednesday 2025-12-03 10:00: today, tomorrow, this week, a week on, the first of a month.
    const now = new Date('2025-12-03T15:00:00Z');
    const dues = [
      '2025-12-03T20:00:00Z',
      '2025-12-04T14:00:00Z',
      '2025-12-09T14:30:00Z',
      '2025-12-10T15:00:00Z',
      '2026-01-01T14:00:00Z',
    ];
    // The escalation's due time has passed: read the next Monday.
    const monday = new Date('2025-12-08T15:00:00Z');
    const link = 'https://team.example.com/fr/prospects/1';
    const sent = dues.flatMap((due) => {
      const words = (at: Date) => ({
        due: dueWords(new Date(due), 'fr', zone, at),
        zone: zoneWords('fr', zone),
        link,
        calledBack: link,
      });
      return [
        ...(['contact', 'career'] as const).flatMap((kind) => [
          texts.acknowledgement[kind].subject(words(now)),
          texts.acknowledgement[kind].body(words(now)),
        ]),
        texts.reminder.subject(words(now)),
        texts.reminder.body(words(now)),
        texts.escalation.subject(words(monday)),
        texts.escalation.body(words(monday)),
      ];
    });
    expect(sent.flatMap((text, i) => sentProblems(`email ${i}`, text))).toEqual([]);
    // The visitor is told the zone the promise is kept in (LEADS_TIMEZONE's name).
    for (const kind of ['contact', 'career'] as const)
      expect(texts.acknowledgement[kind].body({ due: 'X', zone: zoneWords('fr', zone) })).toContain(
        'd’ici X (heure de l’Est).',
      );
    // The escalation's due time has passed: « avant », never « d’ici » (between now and then).
    for (const text of [
      texts.escalation.subject({ due: 'X' }),
      texts.escalation.body({ due: 'X', link, calledBack: link }),
    ]) {
      expect(text).toContain('avant X');
      expect(text).not.toContain('d’ici');
    }
  });

  it('uses every allowed exception, so the allow-list stays small', () => {
    const all = messages.map(([, message]) => readings(parse(message)).join(' ')).join('\n');
    const unused = ALLOWED.filter(({ phrase }) => !new RegExp(phrase, 'iu').test(all)).map(
      ({ phrase }) => phrase,
    );
    expect(unused).toEqual([]);
  });
});
