import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Section, SectionHeading } from '../../components/ui/section';
import { cultureIntro } from '../../content/culture';
import { EmployeesSay } from '../../features/culture/components/employees-say';
import { OurEvents } from '../../features/culture/components/our-events';

const ONE_MINUTE_MS = 60_000;

export default function CulturePage() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: ONE_MINUTE_MS, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Section labelledBy="culture-title" tone="dark" className="culture-hero">
        <SectionHeading id="culture-title" level={1} eyebrow={cultureIntro.eyebrow} title={cultureIntro.title} />
        <div className="culture-hero__text">
          {cultureIntro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <EmployeesSay />
      <OurEvents />
    </QueryClientProvider>
  );
}
