import { Section, SectionHeading } from '../../../components/ui/section';
import { whoWeAre } from '../../../content/about';

export function WhoWeAre() {
  return (
    <Section labelledBy="who-we-are-title" tone="dark" className="about-hero">
      <SectionHeading id="who-we-are-title" level={1} eyebrow={whoWeAre.eyebrow} title={whoWeAre.title} />
      <div className="about-hero__text">
        {whoWeAre.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
