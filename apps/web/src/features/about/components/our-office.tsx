import { useTranslate } from '../../../i18n/i18n';
import { MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Section, SectionHeading } from '../../../components/ui/section';
import { officeIntro, officePhotos } from '../../../content/about';
import { formatPostalAddress } from '@app/shared/display-format';
import { useCompany } from '../../../content/site-content';
import { OfficePhoto } from './office-photo';

// The carousel library loads in its own chunk, after the page is on screen.
const OfficeCarousel = lazy(() => import('./office-carousel'));

export function OurOffice() {
  const { office } = useCompany();
  const intro = useTranslate()(officeIntro);
  return (
    <Section labelledBy="office-title" tone="warm">
      <div className="office">
        <div className="office__intro">
          <SectionHeading
            id="office-title"
            eyebrow="Lahore"
            title={intro.title}
            lead={intro.lead}
          />
          <p className="office__address">
            <MapPin aria-hidden="true" size={18} />
            <span>{formatPostalAddress(office)}</span>
          </p>
        </div>
        <Suspense fallback={<OfficePhoto photo={officePhotos[0]!} />}>
          <OfficeCarousel />
        </Suspense>
      </div>
    </Section>
  );
}
