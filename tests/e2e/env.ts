// The environment the browser suite builds the site with: every external service
// points at a host that only exists inside the tests (intercepted with page.route).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;

export const e2eEnv = {
  NEXT_PUBLIC_SITE_URL: 'https://www.example.test',
  // A key so the map demo asks for the Maps API; specs serve a fake API or abort it (fallback).
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'e2e-maps-key',
} as const;
