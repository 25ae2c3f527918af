'use client';

import { hydrateOnInteraction } from './hydrateOnInteraction';
// The forms' styles ship with the page: their server HTML shows before their code loads.
import './fields/Field.module.css';
import './fields/Form.module.css';
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
