import { Section } from '../../../components/ui/section';
import { mission } from '../../../content/about';

export function OurMission() {
  return (
    <Section labelledBy="mission-title" className="mission">
      <div className="mission__panel">
        <p className="eyebrow">Why we exist</p>
        <h2 id="mission-title">{mission.title}</h2>
        <p className="mission__statement">{mission.statement}</p>
        <p className="mission__text">{mission.text}</p>
      </div>
    </Section>
  );
}
