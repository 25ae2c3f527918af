import { pdfBytes } from '../support/pdf';

export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Tremblay',
  company_name: 'Boulangerie Côté',
  email: 'ana@example.test',
  phone: '514 555 0100',
  activity: 'retail',
  role: 'Owner',
  ...overrides,
});

export const careerBody = (cv: Buffer = pdfBytes(), overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Roy',
  email: 'sam@example.test',
  phone: '438 555 0199',
  job: 'full-stack-developer',
  files: { filename: 'CV Sam Roy.pdf', content: cv.toString('base64'), type: 'application/pdf' },
  ...overrides,
});

/** POSTs JSON (or any string) with the given headers. */
export function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
