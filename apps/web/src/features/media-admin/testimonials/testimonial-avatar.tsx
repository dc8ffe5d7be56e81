function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || '?';
}

export interface TestimonialAvatarProps {
  name: string;
  /** The photo's preview; null shows the initials. */
  src: string | null;
  size?: 'md' | 'lg';
}

/** The person's photo, round, or their initials when there is none. Decorative: the name is beside it. */
export function TestimonialAvatar({ name, src, size = 'md' }: TestimonialAvatarProps) {
  const className = `testimonial-avatar testimonial-avatar--${size}`;
  if (!src) {
    return (
      <span className={`${className} testimonial-avatar--initials`} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <span className={className}>
      <img src={src} alt="" loading="lazy" decoding="async" />
    </span>
  );
}
