// What the browser suite knows about the site: its public routes and the catalogues.
import enUS from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { e2eEnv } from './env';

export const SITE_URL = e2eEnv.NEXT_PUBLIC_SITE_URL;

export const locales = [
  { locale: 'en-US', other: 'fr', messages: enUS, otherName: 'Français' },
  { locale: 'fr', other: 'en-US', messages: fr, otherName: 'English' },
] as const;

export type LocaleCode = (typeof locales)[number]['locale'];

/** Every page's public path per locale. */
export const routes: { page: string; paths: Record<LocaleCode, string> }[] = [
  { page: 'home', paths: { 'en-US': '/en-US', fr: '/fr' } },
  { page: 'contact', paths: { 'en-US': '/en-US/contact', fr: '/fr/contact' } },
  { page: 'careers', paths: { 'en-US': '/en-US/careers', fr: '/fr/carrieres' } },
  { page: 'signup', paths: { 'en-US': '/en-US/signup', fr: '/fr/inscription' } },
  { page: 'geoacademy', paths: { 'en-US': '/en-US/geoacademy', fr: '/fr/geoacademy' } },
  { page: 'terms', paths: { 'en-US': '/en-US/terms', fr: '/fr/conditions' } },
  { page: 'draw', paths: { 'en-US': '/en-US/draw', fr: '/fr/tracer' } },
];
