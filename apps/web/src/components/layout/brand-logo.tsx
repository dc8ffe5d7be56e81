import { useCompany } from '../../content/site-content';

/**
 * The firm's mark: the logo an Admin uploaded in Settings, else the Ravi river as two currents in
 * a rounded tile. Decorative next to the name.
 */
export function BrandMark({ size = 36 }: { size?: number }) {
  const logo = useCompany().logo.data;
  if (logo)
    return (
      <img
        className="brand-mark"
        src={logo.attributes.url}
        width={size}
        height={size}
        alt=""
        decoding="async"
      />
    );
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="10" fill="var(--color-brand-700)" />
      <path
        d="M7 16c4.5-5 9-5 13 0s8.5 5 13 0"
        fill="none"
        stroke="var(--color-accent-400)"
        strokeWidth="3.4"
        strokeLinecap="round"
      />
      <path
        d="M7 25c4.5-5 9-5 13 0s8.5 5 13 0"
        fill="none"
        stroke="var(--color-on-dark)"
        strokeWidth="3.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
