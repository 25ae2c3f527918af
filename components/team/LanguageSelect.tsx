import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { named, TeamSelect } from './TeamSelect';

/** A choice of the site's languages (an email's), each named in the page's language. */
export async function LanguageSelect({
  id,
  label,
  defaultValue,
}: {
  id: string;
  label: string;
  defaultValue: string;
}) {
  const t = await getTranslations('Team.languages');
  const options = named(routing.locales, (language) => t(language));
  return <TeamSelect id={id} name="language" label={label} defaultValue={defaultValue} options={options} />;
}
