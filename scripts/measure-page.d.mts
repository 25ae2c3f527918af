import type { Page } from '@playwright/test';

export declare const pageRoutes: ReadonlyArray<{ page: string; 'en-US': string; fr: string }>;
export interface DocumentParts {
  html: number;
  styles: number;
  flight: number;
  markup: number;
}
export declare function documentParts(html: string): DocumentParts;
export declare function measurePage(
  page: Page,
  url: string,
): Promise<{
  jsBytes: number;
  jsGzipBytes: number;
  totalBytes: number;
  requests: number;
  document: (DocumentParts & { sent: number }) | null;
}>;
