import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { imprintOf } from '../../content/legal';
import { useCompany } from '../../content/site-content';
import { LegalSections } from '../../features/legal/components/legal-sections';

export default function ImprintPage() {
  const { i18n } = useLingui();
  const imprint = imprintOf(i18n, useCompany());
  return (
    <article className="legal container" aria-labelledby="imprint-title">
      <header className="legal__header">
        <p className="eyebrow">
          <Trans>Legal</Trans>
        </p>
        <h1 id="imprint-title">{imprint.title}</h1>
        <p>{imprint.lead}</p>
      </header>
      <div className="legal__body">
        <section aria-labelledby="company-details-title">
          <h2 id="company-details-title" className="visually-hidden">
            <Trans>Company details</Trans>
          </h2>
          <dl className="legal__details">
            {imprint.details.map((detail) => (
              <div key={detail.term} className="legal__detail">
                <dt>{detail.term}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <LegalSections sections={imprint.sections} />
        <p>
          <Trans>
            How we handle personal data is described in our{' '}
            <Link href="/privacy">privacy policy</Link>.
          </Trans>
        </p>
      </div>
    </article>
  );
}
