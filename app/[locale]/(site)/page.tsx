import { AudiencesSection } from '@/components/sections/home/AudiencesSection';
import { ComparisonSection } from '@/components/sections/home/ComparisonSection';
import { ContactCtaSection } from '@/components/sections/home/ContactCtaSection';
import { FaqSection } from '@/components/sections/home/FaqSection';
import { GeoAcademyTeaser } from '@/components/sections/home/GeoAcademyTeaser';
import { HeroSection } from '@/components/sections/home/HeroSection';
import { NewsletterSection } from '@/components/sections/home/NewsletterSection';
import { ResultsSection } from '@/components/sections/home/ResultsSection';
import { metadataOf } from '@/lib/metadata';

export const generateMetadata = metadataOf('home', '/');

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <AudiencesSection />
      <ComparisonSection />
      <ResultsSection />
      <GeoAcademyTeaser />
      <FaqSection />
      <NewsletterSection />
      <ContactCtaSection />
    </>
  );
}
