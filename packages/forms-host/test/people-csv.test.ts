import { describe, expect, it } from 'vitest';
import { forPeople } from '../src/inbox/peopleCsv';
import { NOTIFICATION } from './support/labels';

describe('the inbox export for people', () => {
  it('names the columns and the options as the team reads them, in the page’s language', () => {
    const header = ['id', 'received_at', 'name', 'activity', 'job', 'source', 'mystery'];
    const rows = [['l1', '2026-12-01T14:00:00.000Z', 'Zoé', 'retail', 'full-stack-developer', '{}', 'x']];
    const fr = NOTIFICATION.fr!;
    const table = forPeople(header, rows, fr);
    expect(table.header).toEqual([
      fr.labels.id,
      fr.labels.received,
      fr.labels.name,
      fr.labels.activity,
      fr.labels.job,
      fr.labels.source ?? 'source',
      'mystery',
    ]);
    expect(table.rows).toEqual([
      [
        'l1',
        '2026-12-01T14:00:00.000Z',
        'Zoé',
        fr.options.activity.retail,
        fr.options.job['full-stack-developer'],
        '{}',
        'x',
      ],
    ]);
    // An unknown option stays as stored rather than vanish.
    expect(forPeople(['activity'], [['retired']], fr).rows).toEqual([['retired']]);
  });
});
