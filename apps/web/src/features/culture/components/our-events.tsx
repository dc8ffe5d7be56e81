import { useEffect, useRef, useState } from 'react';
import { Section, SectionHeading } from '../../../components/ui/section';
import { eventsSection } from '../../../content/culture';
import type { StrapiEntity } from '../../../lib/strapi';
import type { EventAttributes } from '@app/shared/event';
import { useEvents } from '../api/get-events';
import { EventCard } from './event-card';
import { EventMediaDialog } from './event-media-dialog';
import { LoadFailed, LoadingCards } from './load-failed';
import { PagedList } from './paged-list';

const EVENT_NOUN = { one: 'event', other: 'events' };

export function OurEvents() {
  const events = useEvents();
  const [openEvent, setOpenEvent] = useState<StrapiEntity<EventAttributes> | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // The dialog has no trigger of its own, so focus goes back by hand to the card's View Media.
  useEffect(() => {
    if (!openEvent) returnFocusRef.current?.focus();
  }, [openEvent]);
  return (
    <Section labelledBy="events-title">
      <SectionHeading id="events-title" eyebrow="Together" title={eventsSection.title} />
      {events.data ? (
        events.data.pages.every((page) => page.data.length === 0) ? (
          <p className="culture-empty">{eventsSection.empty}</p>
        ) : (
          <PagedList
            data={events.data}
            more={events}
            className="event-grid"
            noun={EVENT_NOUN}
            moreFailed="More events could not be loaded. Please try again."
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
        )
      ) : events.isError ? (
        <LoadFailed message={eventsSection.loadFailed} onRetry={() => void events.refetch()} />
      ) : (
        <LoadingCards label="Loading events" count={3} className="event-grid" />
      )}
      {openEvent ? (
        <EventMediaDialog event={openEvent.attributes} onClose={() => setOpenEvent(null)} />
      ) : null}
    </Section>
  );
}
