import { useTranslate } from '../../i18n/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { IntroHero } from '../../components/ui/section';
import { cultureIntro } from '../../content/culture';
import { EmployeesSay } from '../../features/culture/components/employees-say';
import { OurEvents } from '../../features/culture/components/our-events';

const ONE_MINUTE_MS = 60_000;

export default function CulturePage() {
  const translate = useTranslate();
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: ONE_MINUTE_MS, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <IntroHero id="culture-title" {...translate(cultureIntro)} />
      <EmployeesSay />
      <OurEvents />
    </QueryClientProvider>
  );
}
