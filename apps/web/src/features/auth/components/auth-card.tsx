import type { ReactNode } from 'react';
import './auth.css';

export interface AuthCardProps {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  /** The line under the card, e.g. a link to the other form. */
  footer: ReactNode;
}

/** The frame of the Log in and Sign up pages: a centred card with a heading. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <div className="auth-card">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        <p className="auth-card__lead">{lead}</p>
        {children}
      </div>
      <p className="auth-page__footer">{footer}</p>
    </section>
  );
}
