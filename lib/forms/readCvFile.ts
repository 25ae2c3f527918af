import { CV_MAX_BYTES, CV_TYPE, type CvFile } from '@polyfence/lead-contract';

// Browser only (FileReader). Each file is read once, however often the form validates.
const cache = new WeakMap<File, Promise<CvFile>>();

/**
 * The CV object for a chosen file: base64 content without the `data:` prefix.
 * A file the rules already reject (not .pdf, too big) is not read at all.
 */
export function readCvFile(file: File): Promise<CvFile> {
  let pending = cache.get(file);
  if (!pending) {
    pending = read(file);
    cache.set(file, pending);
  }
  return pending;
}

async function read(file: File): Promise<CvFile> {
  const cv: CvFile = { filename: file.name, content: '', type: CV_TYPE, size: file.size };
  if (!/\.pdf$/i.test(file.name) || file.size > CV_MAX_BYTES) return cv;
  const dataUrl = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsDataURL(file);
  });
  return { ...cv, content: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}
