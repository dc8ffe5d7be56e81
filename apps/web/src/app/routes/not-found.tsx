import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { OtherPageLinks } from '../../components/layout/page-links';

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p className="not-found__text">
        <Trans>The page you were looking for does not exist or has moved.</Trans>
      </p>
      <Link href="/" className={buttonClass('primary', 'lg')}>
        <Trans>Back to the home page</Trans>
      </Link>
      <nav aria-label={t`Popular pages`} className="not-found__links">
        <OtherPageLinks />
      </nav>
    </section>
  );
}
