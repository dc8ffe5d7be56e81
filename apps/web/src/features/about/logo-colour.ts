/** Ink colour for logos whose brand colour is too light to see on white. */
const FALLBACK_INK = 'var(--color-ink-900)';
/** WCAG's minimum contrast for graphics (1.4.11). */
const MIN_GRAPHIC_CONTRAST = 3;

function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The brand colour of a logo (hex without `#`) when it stands out on white, ink otherwise. */
export function logoColour(hex: string): string {
  const contrastOnWhite = 1.05 / (relativeLuminance(hex) + 0.05);
  return contrastOnWhite >= MIN_GRAPHIC_CONTRAST ? `#${hex}` : FALLBACK_INK;
}
