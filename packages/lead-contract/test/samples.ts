/** A valid contact request as a visitor fills it (the unit tests and the browser specs share it). */
export const CONTACT_REQUEST = {
  name: 'Marie Tremblay',
  company_name: 'Boutique Soleil',
  email: 'marie@soleil.ca',
  phone: '514-555-0100',
  activity: 'retail',
  role: 'Owner',
};
