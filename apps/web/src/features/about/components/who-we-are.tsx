import { useTranslate } from '../../../i18n/i18n';
import { IntroHero } from '../../../components/ui/section';
import { whoWeAre } from '../../../content/about';

export function WhoWeAre() {
  return <IntroHero id="who-we-are-title" {...useTranslate()(whoWeAre)} />;
}
