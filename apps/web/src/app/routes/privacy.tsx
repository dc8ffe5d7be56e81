import { Trans, useLingui } from '@lingui/react/macro';
import { privacyPolicyOf } from '../../content/legal';
import { useSiteContent } from '../../content/site-content';
import { LegalSections } from '../../features/legal/components/legal-sections';

export default function PrivacyPage() {
  const { company, policy } = useSiteContent();
  const { i18n } = useLingui();
  const privacyPolicy = privacyPolicyOf(i18n, company, policy);
  const { lastUpdated } = privacyPolicy;
  return (
    <article className="legal container" aria-labelledby="privacy-title">
      <header className="legal__header">
        <p className="eyebrow">
          <Trans>Legal</Trans>
        </p>
        <h1 id="privacy-title">{privacyPolicy.title}</h1>
        <p>
          <Trans>Last updated: {lastUpdated}</Trans>
        </p>
      </header>
      <div className="legal__layout">
        <nav className="legal__toc" aria-labelledby="privacy-toc-title">
          <h2 id="privacy-toc-title">
            <Trans>Contents</Trans>
          </h2>
          <ol>
            {privacyPolicy.sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#section-${index + 1}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          <p>{privacyPolicy.intro}</p>
          <LegalSections sections={privacyPolicy.sections} numbered />
        </div>
      </div>
    </article>
  );
}
