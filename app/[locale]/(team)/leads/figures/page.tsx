import { keptShare, zoneWords } from '@polyfence/forms-host';
import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { TeamHeader } from '@/components/team/TeamHeader';
import styles from '@/components/team/team.module.css';
import { teamTime } from '@/lib/team/time';
import { inbox, localeOf, pageData, signedIn, teamTimeZone } from '@/lib/team/access';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Team.metaTitle' });
  return { title: t('figures') };
}

/** The call-back promise in figures: each of the last thirteen weeks, and the leads overdue now. */
export default async function FiguresPage({ params }: Props) {
  const locale = await localeOf(params);
  const caller = await signedIn(locale);
  const { weeks, overdue } = await pageData(locale, inbox().figures(caller));
  const t = await getTranslations({ locale, namespace: 'Team' });
  const format = await getFormatter({ locale });
  const time = teamTime(locale);
  const timeZone = teamTimeZone();
  const hours = (ms: number | null) =>
    ms === null
      ? t('figures.none')
      : format.number(ms / 3_600_000, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 });
  return (
    <>
      <TeamHeader locale={locale} member={caller.member} current="figures" />
      <main id="main" tabIndex={-1} className={styles.page}>
        <h1>{t('figures.title')}</h1>
        <p>{t('figures.intro', { timeZone: zoneWords(locale, timeZone) })}</p>
        <p data-testid="overdue-now" data-count={overdue}>
          {t('figures.overdue', { count: overdue })}
        </p>
        <table className={styles.table}>
          <caption>{t('figures.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('figures.week')}</th>
              <th scope="col">{t('figures.received')}</th>
              <th scope="col">{t('figures.median')}</th>
              <th scope="col">{t('figures.share')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((figures, index) => {
              const monday = time(figures.week.start, false);
              const share = keptShare(figures);
              return (
                <tr key={figures.week.monday} data-testid="figures-week" data-week={figures.week.monday}>
                  <th scope="row">
                    <time dateTime={figures.week.monday}>
                      {index === 0 ? t('figures.thisWeek', { week: monday }) : monday}
                    </time>
                  </th>
                  <td>{format.number(figures.received)}</td>
                  <td>{hours(figures.medianMs)}</td>
                  <td>
                    {share === null
                      ? t('figures.none')
                      : t('figures.shareOf', {
                          share: format.number(share, { style: 'percent' }),
                          kept: figures.kept,
                          promised: figures.promised,
                        })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </main>
    </>
  );
}
