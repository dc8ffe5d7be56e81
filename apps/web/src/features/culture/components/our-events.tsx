import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { HeadedSection } from '../../../components/ui/section';
import { eventsSection } from '../../../content/culture';
import type { StrapiEntity } from '../../../lib/strapi';
import type { EventAttributes } from '@app/shared/event';
import { useEvents } from '../api/get-events';
import { EventCard } from './event-card';
import { EventMediaDialog } from './event-media-dialog';
import { CultureList } from './paged-list';

export function OurEvents() {
  const events = useEvents();
  const { t, i18n } = useLingui();
  const [openEvent, setOpenEvent] = useState<StrapiEntity<EventAttributes> | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // The dialog has no trigger of its own, so focus goes back by hand to the card's View Media.
  useEffect(() => {
    if (!openEvent) returnFocusRef.current?.focus();
  }, [openEvent]);
  return (
    <HeadedSection id="events-title" eyebrow={t`Together`} title={i18n._(eventsSection.title)}>
      <CultureList
        query={events}
        text={eventsSection}
        className="event-grid"
        renderEntry={(event) => (
          <EventCard
            event={event.attributes}
            onOpenMedia={(returnFocusTo) => {
              returnFocusRef.current = returnFocusTo;
              setOpenEvent(event);
            }}
          />
        )}
      />
      {openEvent ? (
        <EventMediaDialog event={openEvent.attributes} onClose={() => setOpenEvent(null)} />
      ) : null}
    </HeadedSection>
  );
}
