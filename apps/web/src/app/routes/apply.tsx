import { Link } from 'wouter';
import { HeadedSection } from '../../components/ui/section';
import { applyIntro } from '../../content/apply';
import { ApplyForm } from '../../features/apply/components/apply-form';

const STEPS = [
  {
    title: 'We read your application',
    text: 'A lead from the team you would join reads every application.',
  },
  {
    title: 'A first conversation',
    text: 'A 30-minute call about you, your work and what you are looking for.',
  },
  {
    title: 'A practical task',
    text: 'A short task or pairing session close to the work you would do.',
  },
  {
    title: 'Meet the team',
    text: 'Visit the office, meet your future colleagues and get our offer.',
  },
] as const;

export default function ApplyPage() {
  return (
    <>
      <HeadedSection id="apply-title" tone="dark" className="page-hero" level={1} {...applyIntro} />
      <div className="container form-page apply-layout">
        <ApplyForm />
        <aside className="apply-steps" aria-labelledby="apply-steps-title">
          <h2 id="apply-steps-title">What happens next</h2>
          <ol>
            {STEPS.map((step) => (
              <li key={step.title}>
                <span>
                  <strong>{step.title}</strong>
                  {step.text}
                </span>
              </li>
            ))}
          </ol>
          <Link href="/career">See all open positions</Link>
        </aside>
      </div>
    </>
  );
}
