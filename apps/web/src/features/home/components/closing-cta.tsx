import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button';
import { closingCta } from '../../../content/home';

export function ClosingCta() {
  return (
    <section className="closing-cta" aria-labelledby="closing-cta-title">
      <div className="container">
        <div className="closing-cta__panel">
          <div>
            <h2 id="closing-cta-title">{closingCta.title}</h2>
            <p>{closingCta.text}</p>
          </div>
          <Link href={closingCta.cta.href} className={buttonClass('accent', 'lg')}>
            {closingCta.cta.label}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
