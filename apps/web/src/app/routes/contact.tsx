import { Section, SectionHeading } from '../../components/ui/section';
import { contactIntro } from '../../content/contact';
import { ContactForm } from '../../features/contact/components/contact-form';
import { EmergencyNotice } from '../../features/contact/components/emergency-notice';
import { VisitUs } from '../../features/contact/components/visit-us';

export default function ContactPage() {
  return (
    <>
      <Section labelledBy="contact-title" tone="dark" className="page-hero">
        <SectionHeading
          id="contact-title"
          level={1}
          eyebrow={contactIntro.eyebrow}
          title={contactIntro.title}
          lead={contactIntro.lead}
        />
      </Section>
      <div className="container form-page">
        <ContactForm />
        <div className="contact-aside">
          <EmergencyNotice />
          <VisitUs />
        </div>
      </div>
    </>
  );
}
