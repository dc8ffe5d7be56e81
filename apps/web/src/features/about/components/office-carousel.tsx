import { useLingui } from '@lingui/react/macro';
import { OFFICE_CAROUSEL_INTERVAL_MS } from '@app/shared/constants';
import { Carousel } from '../../../components/ui/carousel';
import { officePhotos } from '../../../content/about';
import { OfficePhoto } from './office-photo';

export default function OfficeCarousel() {
  const { t } = useLingui();
  return (
    <Carousel
      label={t`Photos of our office in Lahore`}
      autoplayDelayMs={OFFICE_CAROUSEL_INTERVAL_MS}
      showDots
      className="office__carousel"
    >
      {officePhotos.map((photo) => (
        <OfficePhoto key={photo.src} photo={photo} />
      ))}
    </Carousel>
  );
}
