import { Trans } from '@lingui/react/macro';
import { useTranslate } from '../../../i18n/i18n';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { visitUs } from '../../../content/contact';
import { OFFICE_HOURS, telHref } from '../../../content/site';
import { useCompany } from '../../../content/site-content';

export function VisitUs() {
  const company = useCompany();
  const { office, tradingName } = company;
  const translate = useTranslate();
  return (
    <section className="contact-card" aria-labelledby="visit-us-title">
      <h2 id="visit-us-title">{translate(visitUs).title}</h2>
      <address className="contact-card__list">
        <p>
          <MapPin aria-hidden="true" size={20} />
          <span>
            <strong>
              <Trans>{tradingName} – Lahore office</Trans>
            </strong>
            <br />
            {office.street}
            <br />
            {office.city} {office.postalCode}, {office.country}
          </span>
        </p>
        <p>
          <Phone aria-hidden="true" size={20} />
          <a href={telHref(company.phone)}>{company.phone}</a>
        </p>
        <p>
          <Mail aria-hidden="true" size={20} />
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </p>
        <p>
          <Clock aria-hidden="true" size={20} />
          <span>{translate(OFFICE_HOURS)}</span>
        </p>
      </address>
    </section>
  );
}
