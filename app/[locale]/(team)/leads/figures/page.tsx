import { keptShare, zoneWords } from '@polyfence/forms-host';
import { getFormatter } from 'next-intl/server';
import { TeamShell, teamMetadata } from '@/components/team/TeamShell';
import { FiguresChart } from './FiguresChart';
import { TeamTable } from '@/components/team/TeamTable';
import { teamTime } from '@/lib/team/time';
import { inbox, pageData, teamTimeZone } from '@/lib/team/access';
import { teamRequest } from '@/lib/team/request';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = teamMetadata('figures');

/** The call-back promise in figures: each of the last thirteen weeks, and the leads overdue now. */
export default async function FiguresPage({ params }: Props) {
  const { locale, caller, t } = await teamRequest(params);
  const { weeks, overdue } = await pageData(locale, inbox().figures(caller));
  const format = await getFormatter({ locale });
  const time = teamTime(locale);
  const timeZone = teamTimeZone();
  const hours = (ms: number | null) =>
    ms === null
      ? t('figures.none')
      : format.number(ms / 3_600_000, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 });
  return (
    <TeamShell locale={locale} caller={caller} page="figures" title={t('figures.title')}>
      <p>{t('figures.intro', { timeZone: zoneWords(locale, timeZone) })}</p>
      <p data-testid="overdue-now" data-count={overdue}>
        {t('figures.overdue', { count: overdue })}
      </p>
      <FiguresChart locale={locale} weeks={weeks} weekLabel={(figures) => time(figures.week.start, false)} />
      <TeamTable
        rowTestId="figures-week"
        caption={t('figures.caption')}
        rowHeader
        columns={[t('figures.week'), t('figures.received'), t('figures.median'), t('figures.share')]}
        rows={weeks.map((figures, index) => {
          const monday = time(figures.week.start, false);
          const share = keptShare(figures);
          return {
            key: figures.week.monday,
            data: { 'data-week': figures.week.monday },
            cells: [
              <time key="week" dateTime={figures.week.monday}>
                {index === 0 ? t('figures.thisWeek', { week: monday }) : monday}
              </time>,
              format.number(figures.received),
              hours(figures.medianMs),
              share === null
                ? t('figures.none')
                : t('figures.shareOf', {
                    share: format.number(share, { style: 'percent' }),
                    kept: figures.kept,
                    promised: figures.promised,
                  }),
            ],
          };
        })}
      />
    </TeamShell>
  );
}
