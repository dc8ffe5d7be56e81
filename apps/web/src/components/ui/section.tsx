import type { ReactNode } from 'react';

export type SectionTone = 'plain' | 'muted' | 'warm' | 'dark';

export interface SectionProps {
  /** Id of the section's heading, which names the region for assistive technology. */
  labelledBy: string;
  tone?: SectionTone;
  className?: string;
  children: ReactNode;
}

/** One band of a page: full-width background, content in the centred container. */
export function Section({ labelledBy, tone = 'plain', className, children }: SectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={['section', `section--${tone}`, className].filter(Boolean).join(' ')}
    >
      <div className="container">{children}</div>
    </section>
  );
}

export interface SectionHeadingProps {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  /** The page's main heading uses h1; every other section h2. */
  level?: 1 | 2;
}

/** Eyebrow, heading and lead paragraph, styled the same across every page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'start',
  level = 2,
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={`section-heading section-heading--${align}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className="section-heading__title">
        {title}
      </Heading>
      {lead ? <p className="section-heading__lead">{lead}</p> : null}
    </header>
  );
}

export interface HeadedSectionProps
  extends Omit<SectionProps, 'labelledBy' | 'children'>, SectionHeadingProps {
  /** What follows the heading. */
  children?: ReactNode;
}

/** A band that opens with its heading, which names it (`id` is the heading's). */
export function HeadedSection({ id, tone, className, children, ...heading }: HeadedSectionProps) {
  return (
    <Section labelledBy={id} tone={tone} className={className}>
      <SectionHeading id={id} {...heading} />
      {children}
    </Section>
  );
}

export interface IntroHeroProps {
  /** Id of the page's h1. */
  id: string;
  eyebrow: string;
  title: string;
  /** The introduction, set in two columns on wide screens. */
  paragraphs: readonly string[];
}

/** A page's dark opening band: its title and a two-column introduction (About, Culture). */
export function IntroHero({ id, eyebrow, title, paragraphs }: IntroHeroProps) {
  return (
    <HeadedSection
      id={id}
      tone="dark"
      className="intro-hero"
      level={1}
      eyebrow={eyebrow}
      title={title}
    >
      <div className="intro-hero__text">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </HeadedSection>
  );
}
