/** Catalogue key and page anchor of every section of the terms, in reading order. */
export const termsSections = [
  { key: 'about', id: 'about' },
  { key: 'accounts', id: 'accounts' },
  { key: 'acceptableAds', id: 'acceptable-ads' },
  { key: 'campaigns', id: 'campaigns' },
  { key: 'billing', id: 'billing' },
  { key: 'privacy', id: 'privacy' },
  { key: 'intellectualProperty', id: 'intellectual-property' },
  { key: 'liability', id: 'liability' },
  { key: 'termination', id: 'termination' },
  { key: 'changes', id: 'changes' },
  { key: 'law', id: 'governing-law' },
  { key: 'contact', id: 'contact-us' },
] as const;
