import { useTranslate } from '../../../i18n/i18n';
import { Siren } from 'lucide-react';
import { emergencyNotice } from '../../../content/contact';
import { telHref } from '../../../content/site';
import { useCompany } from '../../../content/site-content';

export function EmergencyNotice() {
  const { email, phone } = useCompany();
  const text = useTranslate()(emergencyNotice);
  return (
    <aside className="emergency" aria-labelledby="emergency-title">
      <Siren className="emergency__icon" aria-hidden="true" size={24} />
      <div>
        <h2 id="emergency-title">{text.title}</h2>
        <p>{text.text}</p>
        <p className="emergency__channels">
          <a href={`mailto:${email}`}>{email}</a>
          <a href={telHref(phone)}>{phone}</a>
        </p>
      </div>
    </aside>
  );
}
