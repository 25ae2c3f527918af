import type { CareerValues } from './career';
import type { ContactValues } from './contact';
import { CV_TYPE } from './cvFile';

// The bodies the forms post, built from validated values: plain code, so a form can hold it
// before its schema is loaded.

/** Body of POST {FORMS_HOST}/propulso/geo. */
export interface ContactPayload {
  name: string;
  company_name: string;
  email: string;
  phone: string;
  activity: ContactValues['activity'];
  role: string;
}

export function toContactPayload(values: ContactValues): ContactPayload {
  return {
    name: values.name,
    company_name: values.company_name,
    email: values.email,
    phone: values.phone,
    activity: values.activity,
    role: values.role ?? '',
  };
}

/** Body of POST {FORMS_HOST}/propulso/career. */
export interface CareerPayload {
  name: string;
  email: string;
  phone: string;
  job: CareerValues['job'];
  files: { filename: string; content: string; type: typeof CV_TYPE };
}

export function toCareerPayload(values: CareerValues): CareerPayload {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    job: values.job,
    files: { filename: values.files.filename, content: values.files.content, type: CV_TYPE },
  };
}
