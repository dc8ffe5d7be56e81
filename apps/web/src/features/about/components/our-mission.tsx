import { useTranslate } from '../../../i18n/i18n';
import { Trans } from '@lingui/react/macro';
import { Section } from '../../../components/ui/section';
import { mission } from '../../../content/about';

export function OurMission() {
  const text = useTranslate()(mission);
  return (
    <Section labelledBy="mission-title" className="mission">
      <div className="mission__panel">
        <p className="eyebrow">
          <Trans>Why we exist</Trans>
        </p>
        <h2 id="mission-title">{text.title}</h2>
        <p className="mission__statement">{text.statement}</p>
        <p className="mission__text">{text.text}</p>
      </div>
    </Section>
  );
}
