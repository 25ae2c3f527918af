import { issuesOf } from './issues';
import { careerSchema } from '../src/career';
import { toCareerPayload } from '../src/payloads';
import { CV_MAX_BYTES, base64Bytes, hasPdfSignature } from '../src/cvFile';
import { JOBS } from '../src/options';

const pdf = btoa('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const cv = { filename: 'Resume.pdf', content: pdf, type: 'application/pdf' };
const valid = {
  name: 'Alex Roy',
  email: 'alex@example.com',
  phone: '418-555-0199',
  job: 'full-stack-developer',
  files: cv,
};

const messages = issuesOf(careerSchema);

describe('careerSchema', () => {
  it('accepts a complete application', () => {
    expect(messages(valid)).toEqual([]);
  });

  it.each(['name', 'email', 'phone', 'job', 'files'])('requires %s (error_fields)', (field) => {
    expect(messages({ ...valid, [field]: undefined })).toEqual([[field, 'error_fields']]);
  });

  it('accepts only the job values the forms host knows', () => {
    for (const job of JOBS) expect(messages({ ...valid, job })).toEqual([]);
    expect(messages({ ...valid, job: '' })).toEqual([['job', 'error_fields']]);
  });

  it.each(['cv.PDF', 'cv.Pdf', 'my.cv.pdf'])('accepts the name %s (any case)', (filename) => {
    expect(messages({ ...valid, files: { ...cv, filename } })).toEqual([]);
  });

  it('accepts a file name of up to 255 characters, refuses a longer one as too long', () => {
    const named = (length: number) => ({
      ...valid,
      files: { ...cv, filename: `${'a'.repeat(length - 4)}.pdf` },
    });
    expect(messages(named(255))).toEqual([]);
    expect(messages(named(256))).toEqual([['files', 'error_too_long']]);
  });

  it('refuses a control character in the file name (NUL included)', () => {
    for (const filename of ['cv\u0000.pdf', 'c\u0007v.pdf', '\u001bcv.pdf'])
      expect(messages({ ...valid, files: { ...cv, filename } })).toEqual([
        ['files', 'error_control_characters'],
      ]);
  });

  it.each(['cv.docx', 'cv.pdf.exe', 'cv', 'pdf', 'cv.pdfx'])(
    'rejects the name %s with error_file',
    (filename) => {
      expect(messages({ ...valid, files: { ...cv, filename } })).toEqual([['files', 'error_file']]);
    },
  );

  it('rejects a .pdf that is no PDF with error_file_signature', () => {
    const files = { ...cv, content: btoa('PK\u0003\u0004 a zip in disguise') };
    expect(messages({ ...valid, files })).toEqual([['files', 'error_file_signature']]);
    expect(messages({ ...valid, files: { ...cv, content: '' } })).toEqual([
      ['files', 'error_file_signature'],
    ]);
  });

  it('rejects a file over 10 MB with error_file_size, from its size hint or its content', () => {
    expect(messages({ ...valid, files: { ...cv, size: CV_MAX_BYTES + 1 } })).toEqual([
      ['files', 'error_file_size'],
    ]);
    expect(messages({ ...valid, files: { ...cv, size: CV_MAX_BYTES } })).toEqual([]);
    const big = pdf + 'A'.repeat(Math.ceil((CV_MAX_BYTES * 4) / 3));
    expect(messages({ ...valid, files: { ...cv, content: big } })).toEqual([['files', 'error_file_size']]);
  });

  it('reports the name rule first', () => {
    expect(
      messages({ ...valid, files: { ...cv, filename: 'cv.doc', content: '', size: CV_MAX_BYTES * 2 } }),
    ).toEqual([['files', 'error_file']]);
  });
});

describe('cv helpers', () => {
  it('measures base64 without decoding', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', '%PDF-1.4 hello'])
      expect(base64Bytes(btoa(text))).toBe(text.length);
  });

  it('recognises the %PDF- signature', () => {
    expect(hasPdfSignature(pdf)).toBe(true);
    expect(hasPdfSignature(btoa('%PDF'))).toBe(false);
    expect(hasPdfSignature('not base64 at all!')).toBe(false);
  });
});

describe('toCareerPayload', () => {
  it('maps to the exact body of POST /propulso/career', () => {
    const payload = toCareerPayload(careerSchema.parse({ ...valid, files: { ...cv, type: '', size: 123 } }));
    expect(payload).toStrictEqual({
      name: 'Alex Roy',
      email: 'alex@example.com',
      phone: '418-555-0199',
      job: 'full-stack-developer',
      files: { filename: 'Resume.pdf', content: pdf, type: 'application/pdf' },
    });
    expect(payload.files.content.startsWith('data:')).toBe(false);
  });
});
