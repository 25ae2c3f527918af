// The names a visit's record uses, apart from the schema that checks them: the browser
// records every visit with these alone, and a page that sends no form loads no schema code.

/**
 * Where a lead came from, as the browser records it for the visit (first-party, in the tab's
 * sessionStorage, no cookie) and sends with a form to the site's own host, in a header of
 * its own so the contract's bodies stay as they are.
 */
export const LEAD_SOURCE_HEADER = 'X-Lead-Source';

/** The calls to action that open a form, by where they sit. */
export const LEAD_CTAS = ['header', 'hero', 'home-cta', 'draw', 'contact-page', 'careers-page'] as const;

export const UTM_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** Ad click ids, kept only with the visitor's consent to advertising cookies. */
export const CLICK_IDS = ['gclid', 'fbclid'] as const;
