import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { FOOTER_LINKS } from '../../content/navigation';
import { TAGLINE, telHref } from '../../content/site';
import { useCompany } from '../../content/site-content';
import { BrandMark } from './brand-logo';
import { OtherPageLinks } from './page-links';

export function SiteFooter() {
  const company = useCompany();
  const { t, i18n } = useLingui();
  const { legalName } = company;
  const year = new Date().getFullYear();
  const { office, registeredOffice } = company;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">
            <BrandMark size={32} />
            <span>{company.tradingName}</span>
          </p>
          <p>{i18n._(TAGLINE)}</p>
          <p className="site-footer__small">
            {company.legalName} · {registeredOffice.city}, {registeredOffice.country}
          </p>
        </div>
        <nav aria-label={t`Site`} className="site-footer__column">
          <h2 className="site-footer__heading">
            <Trans>Explore</Trans>
          </h2>
          <OtherPageLinks className="site-footer__list" />
        </nav>
        <div className="site-footer__column">
          <h2 className="site-footer__heading">
            <Trans>Lahore office</Trans>
          </h2>
          <ul className="site-footer__list site-footer__contact">
            <li>
              <MapPin aria-hidden="true" size={16} />
              <span>
                {office.street}, {office.city} {office.postalCode}
              </span>
            </li>
            <li>
              <Phone aria-hidden="true" size={16} />
              <a href={telHref(company.phone)}>{company.phone}</a>
            </li>
            <li>
              <Mail aria-hidden="true" size={16} />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p className="site-footer__copyright">
          <Trans>
            © {year} {legalName}. All rights reserved.
          </Trans>
        </p>
        <nav aria-label={t`Footer`}>
          <ul className="site-footer__legal">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{i18n._(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
