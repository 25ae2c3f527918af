function matchLocale(locales: readonly string[], tag: string | undefined): string | null {
  const primary = tag?.trim().toLowerCase().split('-')[0];
  return locales.find((locale) => locale.toLowerCase().split('-')[0] === primary) ?? null;
}

/**
 * The site language a form was sent from: a `Content-Language` the client declared,
 * else the locale segment of the page in `Referer` (browsers send it on same-origin
 * calls), else unknown.
 */
export function requestLocale(headers: Headers, locales: readonly string[]): string | null {
  const declared = headers.get('content-language');
  // Its first tag, within what any tag's length allows: nothing longer is read.
  if (declared) return matchLocale(locales, declared.slice(0, 64).split(',')[0]);
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    return matchLocale(locales, new URL(referer).pathname.split('/')[1]);
  } catch {
    return null;
  }
}
