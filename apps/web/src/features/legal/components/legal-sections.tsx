import type { LegalSection } from '../../../content/legal';

/** Numbered sections of a legal text, each with its own heading. */
export function LegalSections({
  sections,
  numbered = false,
}: {
  sections: readonly LegalSection[];
  numbered?: boolean;
}) {
  return (
    <>
      {sections.map((section, index) => {
        const id = `section-${index + 1}`;
        return (
          <section key={section.title} className="legal__section" aria-labelledby={id}>
            <h2 id={id}>
              {numbered ? <span className="legal__number">{index + 1}.</span> : null}{' '}
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </>
  );
}
