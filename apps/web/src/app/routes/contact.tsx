import { useTranslate } from '../../i18n/i18n';
import { HeadedSection } from '../../components/ui/section';
import { contactIntro } from '../../content/contact';
import { ContactForm } from '../../features/contact/components/contact-form';
import { EmergencyNotice } from '../../features/contact/components/emergency-notice';
import { VisitUs } from '../../features/contact/components/visit-us';

export default function ContactPage() {
  return (
    <>
      <HeadedSection
        id="contact-title"
        tone="dark"
        className="page-hero"
        level={1}
        {...useTranslate()(contactIntro)}
      />
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
