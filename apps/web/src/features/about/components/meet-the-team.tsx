import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { HeadedSection } from '../../../components/ui/section';
import { team, teamIntro, type TeamMember } from '../../../content/about';

export function MeetTheTeam() {
  return (
    <HeadedSection id="team-title" tone="muted" eyebrow="People" {...teamIntro}>
      <ul className="team-grid">
        {team.map((member, index) => (
          <li
            key={`${member.name}-${member.role}`}
            className={member.hiring ? 'member member--hiring' : 'member'}
          >
            <MemberCard member={member} tint={index % 4} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function MemberCard({ member, tint }: { member: TeamMember; tint: number }) {
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
      {member.hiring ? <p className="member__badge">We’re hiring</p> : null}
      <h3 id={`member-${slug(member)}`} className="member__name">
        {member.hiring ? member.role : member.name}
      </h3>
      <p className="member__role">{member.hiring ? member.name : member.role}</p>
      <p className="member__experience">
        <span className="visually-hidden">Experience: </span>
        {member.experience}
      </p>
      <ul className="member__stack" aria-label="Stack">
        {member.stack.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {member.hiring ? (
        <Link href="/career" className="member__cta">
          See open positions
        </Link>
      ) : null}
    </article>
  );
}

function slug(member: TeamMember): string {
  return `${member.name}-${member.role}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
