'use client';

import { hydrateOnInteraction } from './hydrateOnInteraction';
// The forms' styles go with the page, not with their lazily loaded code: the server HTML of a
// form is on screen before any interaction, and without them it showed unstyled (13 px
// checkbox, the honeypot field visible) and then shifted once the code arrived.
import './fields/Field.module.css';
import './fields/Form.module.css';
import './fields/HoneypotField.module.css';
import './OptinForm.module.css';

// Each form's code is fetched on the first interaction with it (see hydrateOnInteraction).
export const ContactFormIsland = hydrateOnInteraction(() =>
  import('./ContactFormClient').then((m) => m.ContactFormClient),
);
export const CareerFormIsland = hydrateOnInteraction(() =>
  import('./CareerFormClient').then((m) => m.CareerFormClient),
);
export const SignupFormIsland = hydrateOnInteraction(() =>
  import('./SignupFormClient').then((m) => m.SignupFormClient),
);
export const OptinFormIsland = hydrateOnInteraction(() =>
  import('./OptinFormClient').then((m) => m.OptinFormClient),
);
