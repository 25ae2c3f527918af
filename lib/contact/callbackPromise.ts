/** How the contact page words the call-back window: a count of business days, hours or minutes. */
export interface PromiseWords {
  unit: 'day' | 'hour' | 'minute';
  count: number;
}

/**
 * The window of LEADS_CALLBACK_WITHIN (whole business days plus minutes) as the page says it.
 * A window mixing days and hours is promised as the next whole day: a business day's length
 * depends on the opening hours, and a looser promise stays true.
 */
export function promiseWords({ days, minutes }: { days: number; minutes: number }): PromiseWords {
  if (minutes === 0) return { unit: 'day', count: days };
  if (days > 0) return { unit: 'day', count: days + 1 };
  if (minutes % 60 === 0) return { unit: 'hour', count: minutes / 60 };
  return { unit: 'minute', count: minutes };
}
