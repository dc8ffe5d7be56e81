import { Trans, useLingui } from '@lingui/react/macro';
import { useTranslate, type Translated } from '../../../i18n/i18n';
import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { HeadedSection } from '../../../components/ui/section';
import type { Job } from '@app/shared/job';
import { jobPagePath } from '@app/shared/site-content';
import { team, teamIntro } from '../../../content/about';
import { EMPLOYMENT_TYPE_NAMES } from '../../../content/employment-types';
import { useSiteContent } from '../../../content/site-content';

/**
 * The open job the hiring card stands for: the published job of the card's role, else the first
 * published job; none when nothing is open, and then the card is not shown.
 */
function openingFor(member: Member, jobs: readonly Job[]): Job | undefined {
  const role = member.role.toLowerCase();
  return jobs.find((job) => job.attributes.title.toLowerCase().includes(role)) ?? jobs[0];
}

/** A team member's card in the page's language. */
type Member = Translated<(typeof team)[number]>;

export function MeetTheTeam() {
  const { jobs } = useSiteContent();
  const { t } = useLingui();
  const translate = useTranslate();
  const cards = translate(team).flatMap((member): { member: Member; opening?: Job }[] => {
    if (!member.hiring) return [{ member }];
    const opening = openingFor(member, jobs);
    if (!opening) return [];
    const { title, employmentType, location } = opening.attributes;
    // The card describes the open job, not the role it was written for.
    const card = {
      ...member,
      role: title,
      experience: `${translate(EMPLOYMENT_TYPE_NAMES[employmentType])} · ${location}`,
      stack: [],
    };
    return [{ member: card, opening }];
  });
  return (
    <HeadedSection id="team-title" tone="muted" eyebrow={t`People`} {...translate(teamIntro)}>
      <ul className="team-grid">
        {cards.map(({ member, opening }, index) => (
          <li
            key={`${member.name}-${member.role}`}
            className={opening ? 'member member--hiring' : 'member'}
          >
            <MemberCard member={member} opening={opening} tint={index % 4} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function MemberCard({ member, opening, tint }: { member: Member; opening?: Job; tint: number }) {
  const { t } = useLingui();
  const initials = member.name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <article className="member__card" aria-labelledby={`member-${slug(member)}`}>
      {member.hiring ? (
        <span className="member__avatar member__avatar--hiring" aria-hidden="true">
          <Sparkles size={26} />
        </span>
      ) : (
        <span className={`member__avatar member__avatar--${tint}`} aria-hidden="true">
          {initials}
        </span>
      )}
      {member.hiring ? (
        <p className="member__badge">
          <Trans>We’re hiring</Trans>
        </p>
      ) : null}
      <h3 id={`member-${slug(member)}`} className="member__name">
        {member.hiring ? member.role : member.name}
      </h3>
      <p className="member__role">{member.hiring ? member.name : member.role}</p>
      <p className="member__experience">
        {opening ? null : (
          <span className="visually-hidden">
            <Trans>Experience:</Trans>{' '}
          </span>
        )}
        {member.experience}
      </p>
      {member.stack.length > 0 ? (
        <ul className="member__stack" aria-label={t`Stack`}>
          {member.stack.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {opening ? (
        <Link href={jobPagePath(opening.attributes.slug)} className="member__cta">
          <Trans>Read the job</Trans>
          <span className="visually-hidden">: {opening.attributes.title}</span>
        </Link>
      ) : null}
    </article>
  );
}

function slug(member: Member): string {
  return `${member.name}-${member.role}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
