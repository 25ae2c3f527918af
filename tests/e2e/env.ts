// The environment the browser suite builds the site with: every external service
// points at a host that only exists inside the tests (intercepted with page.route).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;

export const e2eEnv = {
  NEXT_PUBLIC_SITE_URL: 'https://www.example.test',
  // A key so the map demo asks for the Maps API; specs serve a fake API or abort it (fallback).
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'e2e-maps-key',
  NEXT_PUBLIC_FORMS_HOST: 'https://forms.example.test',
  NEXT_PUBLIC_API_HOST: 'https://api.example.test',
  NEXT_PUBLIC_APP_URL: 'https://app.example.test',
  NEXT_PUBLIC_OPTIN_URL: 'https://list.example.test/subscribe/post-json?u=U123&id=L456',
  NEXT_PUBLIC_OPTIN_SOURCE: 'website',
  // Where the opt-in sends the visitor after its thank-you (specs serve or hold that page).
  NEXT_PUBLIC_OPTIN_REDIRECT_URL: 'https://news.example.test/welcome',
  NEXT_PUBLIC_SENTRY_DSN: 'https://publickey@sentry.example.test/42',
  NEXT_PUBLIC_GA_ID: 'G-TEST12345',
  NEXT_PUBLIC_GOOGLE_ADS_ID: 'AW-123456789',
  NEXT_PUBLIC_GOOGLE_ADS_LABEL: 'TestLabel',
  NEXT_PUBLIC_META_PIXEL_ID: '1234567890',
} as const;
