import { useTranslate } from '../../../i18n/i18n';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button';
import { closingCta } from '../../../content/home';

export function ClosingCta() {
  const text = useTranslate()(closingCta);
  return (
    <section className="closing-cta" aria-labelledby="closing-cta-title">
      <div className="container">
        <div className="closing-cta__panel">
          <div>
            <h2 id="closing-cta-title">{text.title}</h2>
            <p>{text.text}</p>
          </div>
          <Link href={closingCta.cta.href} className={buttonClass('accent', 'lg')}>
            {text.cta.label}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
