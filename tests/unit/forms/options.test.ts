import en from '@/messages/en-US.json';
import fr from '@/messages/fr.json';
import { COUNTRIES, countryOptions } from '@polyfence/lead-contract';

describe('countryOptions', () => {
  it('lists Canada and the United States first, then the rest in the order of the page’s language', () => {
    const french = countryOptions((value) => fr.FormOptions.country[value], 'fr').map((o) => o.value);
    expect(french).toEqual(['CA', 'US', 'AU', 'BE', 'ES', 'FR', 'IT', 'JP', 'MX', 'MC', 'GB', 'SG', 'CH']);
    const english = countryOptions((value) => en.FormOptions.country[value], 'en-US').map((o) => o.value);
    expect(english).toEqual([...COUNTRIES]);
  });
});
