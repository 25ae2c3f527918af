// @vitest-environment node
import { careerPayloadSchema, isBase64 } from '../src/leads/careerPayload';
import { CV_MAX_BYTES } from '@polyfence/lead-contract';
import { pdfBytes } from './support/pdf';

const body = (files: Record<string, unknown>) => ({
  name: 'Ana',
  email: 'ana@example.test',
  phone: '514 555 0100',
  job: 'full-stack-developer',
  files,
});
const cv = (bytes: Buffer, filename = 'cv.pdf') => ({
  filename,
  content: bytes.toString('base64'),
  type: 'application/pdf',
});
const messagesOf = (input: unknown) => {
  const result = careerPayloadSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('careerPayloadSchema', () => {
  it('accepts the contract payload with a real PDF', () => {
    expect(messagesOf(body(cv(pdfBytes())))).toEqual([]);
  });

  it('refuses a file not named .pdf, and a .pdf that is not one', () => {
    expect(messagesOf(body(cv(pdfBytes(), 'cv.docx')))).toEqual(['files:error_file']);
    expect(messagesOf(body(cv(Buffer.from('PK\u0003\u0004 zip inside'), 'cv.pdf')))).toContain(
      'files:error_file_signature',
    );
  });

  it('refuses content that is not strict base64', () => {
    const content = `data:application/pdf;base64,${pdfBytes().toString('base64')}`;
    expect(messagesOf(body({ ...cv(pdfBytes()), content }))).toContain('files:error_file_signature');
    expect(isBase64('JVBERi0=')).toBe(true);
    expect(isBase64('JVBERi0')).toBe(false);
    expect(isBase64('JVBE\nRi0=')).toBe(false);
  });

  it('measures the content, ignoring a size a client claims', () => {
    const big = { ...cv(pdfBytes(CV_MAX_BYTES + 1)), size: 10 };
    expect(messagesOf(body(big))).toEqual(['files:error_file_size']);
    expect(messagesOf(body(cv(pdfBytes(CV_MAX_BYTES))))).toEqual([]);
  });

  it('refuses an unknown job and a missing CV', () => {
    expect(messagesOf({ ...body(cv(pdfBytes())), job: 'astronaut' })).toEqual(['job:error_fields']);
    expect(messagesOf({ ...body({}), files: undefined })).toEqual(['files:error_fields']);
  });
});
