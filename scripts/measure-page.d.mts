import type { Page } from '@playwright/test';

export declare const pageRoutes: ReadonlyArray<{ page: string; 'en-US': string; fr: string }>;
export declare function measurePage(
  page: Page,
  url: string,
): Promise<{ jsBytes: number; totalBytes: number; requests: number }>;
