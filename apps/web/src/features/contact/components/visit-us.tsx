import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { visitUs } from '../../../content/contact';
import { office, telHref } from '../../../content/site';

export function VisitUs() {
  return (
    <section className="contact-card" aria-labelledby="visit-us-title">
      <h2 id="visit-us-title">{visitUs.title}</h2>
      <address className="contact-card__list">
        <p>
          <MapPin aria-hidden="true" size={20} />
          <span>
            <strong>{office.name}</strong>
            <br />
            {office.street}
            <br />
            {office.city} {office.postalCode}, {office.country}
          </span>
        </p>
        <p>
          <Phone aria-hidden="true" size={20} />
          <a href={telHref(office.phone)}>{office.phone}</a>
        </p>
        <p>
          <Mail aria-hidden="true" size={20} />
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </p>
        <p>
          <Clock aria-hidden="true" size={20} />
          <span>{office.hours}</span>
        </p>
      </address>
    </section>
  );
}
