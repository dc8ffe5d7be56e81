import { useEffect, useRef, useState } from 'react';
import { Section, SectionHeading } from '../../../components/ui/section';
import { eventsSection } from '../../../content/culture';
import type { StrapiEntity } from '../../../lib/strapi';
import { useEvents, type EventAttributes } from '../api/get-events';
import { EventCard } from './event-card';
import { EventMediaDialog } from './event-media-dialog';
import { LoadFailed, LoadingCards } from './load-failed';

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
      {events.isPending ? (
        <LoadingCards label="Loading events" count={3} className="event-grid" />
      ) : events.isError ? (
        <LoadFailed message={eventsSection.loadFailed} onRetry={() => void events.refetch()} />
      ) : events.data.data.length === 0 ? (
        <p className="culture-empty">{eventsSection.empty}</p>
      ) : (
        <ul className="event-grid">
          {events.data.data.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event.attributes}
                onOpenMedia={(returnFocusTo) => {
                  returnFocusRef.current = returnFocusTo;
                  setOpenEvent(event);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {openEvent ? (
        <EventMediaDialog event={openEvent.attributes} onClose={() => setOpenEvent(null)} />
      ) : null}
    </Section>
  );
}
