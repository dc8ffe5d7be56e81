import { useTranslate } from '../../i18n/i18n';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { HeadedSection } from '../../components/ui/section';
import { applyIntro } from '../../content/apply';
import { ApplyForm } from '../../features/apply/components/apply-form';

const STEPS = [
  {
    title: msg`We read your application`,
    text: msg`A lead from the team you would join reads every application.`,
  },
  {
    title: msg`A first conversation`,
    text: msg`A 30-minute call about you, your work and what you are looking for.`,
  },
  {
    title: msg`A practical task`,
    text: msg`A short task or pairing session close to the work you would do.`,
  },
  {
    title: msg`Meet the team`,
    text: msg`Visit the office, meet your future colleagues and get our offer.`,
  },
] as const;

export default function ApplyPage() {
  const translate = useTranslate();
  return (
    <>
      <HeadedSection
        id="apply-title"
        tone="dark"
        className="page-hero"
        level={1}
        {...translate(applyIntro)}
      />
      <div className="container form-page apply-layout">
        <ApplyForm />
        <aside className="apply-steps" aria-labelledby="apply-steps-title">
          <h2 id="apply-steps-title">
            <Trans>What happens next</Trans>
          </h2>
          <ol>
            {translate(STEPS).map((step) => (
              <li key={step.title}>
                <span>
                  <strong>{step.title}</strong>
                  {step.text}
                </span>
              </li>
            ))}
          </ol>
          <Link href="/career">
            <Trans>See all open positions</Trans>
          </Link>
        </aside>
      </div>
    </>
  );
}
