import { useTranslate } from '../../../i18n/i18n';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { KeyFigure, KeyFiguresAttributes } from '@app/shared/key-figures';
import { buttonClass } from '../../../components/ui/button';
import { hero as heroText } from '../../../content/home';

/** `figures`: the facts under the headline and the card's highlights; none while unknown. */
export function Hero({ figures }: { figures: KeyFiguresAttributes | null }) {
  const facts = figures?.facts ?? [];
  const hero = useTranslate()(heroText);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">
            <span className="hero__pulse" aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="hero__title">
            {hero.title}
          </h1>
          <p className="hero__lead">{hero.lead}</p>
          <div className="hero__actions">
            <Link href={hero.primaryCta.href} className={buttonClass('accent', 'lg')}>
              {hero.primaryCta.label}
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
            <Link href={hero.secondaryCta.href} className={buttonClass('on-dark', 'lg')}>
              {hero.secondaryCta.label}
            </Link>
          </div>
          {facts.length > 0 ? (
            <dl className="hero__facts">
              {facts.map((fact, index) => (
                <div key={index} className="hero__fact">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        <HeroIllustration highlights={figures?.highlights ?? []} />
      </div>
      <svg
        className="hero__wave"
        viewBox="0 0 1440 80"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M0 48c180-40 360-40 540 0s360 40 540 0 270-36 360-18v50H0z" />
      </svg>
    </section>
  );
}

/** Where the card's figures stand: the first at the top right, the second at the bottom left. */
const HIGHLIGHT_PLACES = ['hero-art__card--top', 'hero-art__card--bottom'] as const;

/**
 * A product window drawn in CSS, with the firm's highlighted figures on cards beside it:
 * decoration only, so it costs no image download.
 */
function HeroIllustration({ highlights }: { highlights: readonly KeyFigure[] }) {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="hero-art__window">
        <div className="hero-art__bar">
          <span />
          <span />
          <span />
        </div>
        <div className="hero-art__body">
          <div className="hero-art__code">
            <i className="w-40 c-accent" />
            <i className="w-70 indent" />
            <i className="w-55 indent c-teal" />
            <i className="w-30 indent2 c-accent" />
            <i className="w-60 indent2" />
            <i className="w-45 indent c-teal" />
            <i className="w-25" />
          </div>
          <div className="hero-art__chart">
            <b style={{ height: '38%' }} />
            <b style={{ height: '56%' }} />
            <b style={{ height: '47%' }} />
            <b style={{ height: '72%' }} />
            <b style={{ height: '64%' }} />
            <b style={{ height: '88%' }} />
          </div>
        </div>
      </div>
      {highlights.slice(0, HIGHLIGHT_PLACES.length).map((figure, index) => (
        <div key={index} className={`hero-art__card ${HIGHLIGHT_PLACES[index]}`}>
          <span className="hero-art__label">{figure.label}</span>
          <span className="hero-art__value">{figure.value}</span>
        </div>
      ))}
    </div>
  );
}
