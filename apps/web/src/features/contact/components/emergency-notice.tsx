import { Siren } from 'lucide-react';
import { emergencyNotice } from '../../../content/contact';
import { office, telHref } from '../../../content/site';

export function EmergencyNotice() {
  return (
    <aside className="emergency" aria-labelledby="emergency-title">
      <Siren className="emergency__icon" aria-hidden="true" size={24} />
      <div>
        <h2 id="emergency-title">{emergencyNotice.title}</h2>
        <p>{emergencyNotice.text}</p>
        <p className="emergency__channels">
          <a href={`mailto:${office.email}`}>{office.email}</a>
          <a href={telHref(office.phone)}>{office.phone}</a>
        </p>
      </div>
    </aside>
  );
}
