import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from './formName';
import { formSchemas } from './validation';

describe('FORM_FIELDS', () => {
  it.each(Object.keys(formSchemas) as (keyof typeof formSchemas)[])(
    "lists the %s form's schema keys, in order",
    (form) => {
      expect(FORM_FIELDS[form]).toEqual(Object.keys(formSchemas[form].shape));
    },
  );
});
