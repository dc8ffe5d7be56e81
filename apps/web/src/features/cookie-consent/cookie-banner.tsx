import { COOKIE_CHOICE_ATTRIBUTE, type CookieChoice } from '@app/shared/session-keys';
import { Trans } from '@lingui/react/macro';
import { Cookie } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { saveCookieChoice, useCookieConsent } from './cookie-consent-store';

/**
 * What a banner button needs to make a choice: React's handler, and the attribute by which the
 * page's inline script makes the same choice if the button is clicked before hydration.
 */
const choiceButton = (choice: CookieChoice) => ({
  [COOKIE_CHOICE_ATTRIBUTE]: choice,
  onClick: () => saveCookieChoice(choice),
});

/** Asks once for the cookie choice and remembers it; gone for good after Accept or Decline. */
export function CookieBanner() {
  const consent = useCookieConsent();
  if (consent !== 'undecided') return null;
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__inner">
        <Cookie className="cookie-banner__icon" aria-hidden="true" size={28} />
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            <Trans>Cookies on this site</Trans>
          </h2>
          <p>
            <Trans>
              We only store what the site needs to work and your choice here, no tracking. Read more
              in our <Link href="/privacy">privacy policy</Link>.
            </Trans>
          </p>
        </div>
        <div className="cookie-banner__actions">
          <Button variant="secondary" {...choiceButton('declined')}>
            <Trans>Decline</Trans>
          </Button>
          <Button variant="primary" {...choiceButton('accepted')}>
            <Trans>Accept</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
