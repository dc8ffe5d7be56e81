import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { employeesSection } from '../../../content/culture';
import { useTranslate, type Translated } from '../../../i18n/i18n';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ChevronDown, LoaderCircle } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { StrapiEntity, StrapiList } from '../../../lib/strapi';
import { entriesOf, totalOf } from '../api/pages';
import { LoadFailed, LoadingCards } from './load-failed';

type MoreControls<A> = Pick<
  UseInfiniteQueryResult<InfiniteData<StrapiList<A>>>,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

export interface PagedListProps<A> {
  /** The pages loaded so far. */
  data: InfiniteData<StrapiList<A>>;
  /** The infinite query the pages come from: whether more exist, and how to ask for them. */
  more: MoreControls<A>;
  /** The list's class: its grid. */
  className: string;
  /** The count, the button and the announcement, in the page's language. */
  text: Pick<Translated<CultureText>, 'showMore' | 'moreFailed'> & {
    count: (values: { shown: number; total: number }) => string;
    added: (values: { added: number; shown: number; total: number }) => string;
  };
  renderEntry: (entry: StrapiEntity<A>) => ReactNode;
}

/**
 * The entries loaded so far, then, while the server has more, a count and a Show more button.
 * The entries a click adds are announced politely, and focus moves to the first of them: the
 * visitor reads on from there, and focus is not lost when the last page removes the button.
 */
export function PagedList<A>({ data, more, className, text, renderEntry }: PagedListProps<A>) {
  const entries = entriesOf(data);
  const total = Math.max(totalOf(data), entries.length);
  /** Index of the first entry the last Show more asked for. */
  const [firstAdded, setFirstAdded] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusPending = useRef(false);

  // Called when the first added entry mounts; a later re-render with the same ref does not call it again.
  const focusFirstAdded = useCallback((item: HTMLLIElement | null) => {
    if (!item || !focusPending.current) return;
    focusPending.current = false;
    item.focus();
  }, []);

  const showMore = () => {
    if (more.isFetchingNextPage) return;
    const shownBefore = entries.length;
    setFirstAdded(shownBefore);
    focusPending.current = true;
    void more.fetchNextPage().then((result) => {
      const shownNow = result.data ? entriesOf(result.data).length : shownBefore;
      const added = shownNow - shownBefore;
      if (added <= 0) {
        focusPending.current = false;
        return;
      }
      const totalNow = result.data ? Math.max(totalOf(result.data), shownNow) : shownNow;
      setAnnouncement(text.added({ added, shown: shownNow, total: totalNow }));
    });
  };

  return (
    <>
      <ul className={className}>
        {entries.map((entry, index) => (
          <li
            key={entry.id}
            ref={index === firstAdded ? focusFirstAdded : undefined}
            tabIndex={index === firstAdded ? -1 : undefined}
          >
            {renderEntry(entry)}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {more.isFetchNextPageError ? (
        <Alert tone="error" className="show-more__error">
          {text.moreFailed}
        </Alert>
      ) : null}
      {more.hasNextPage ? (
        <div className="show-more">
          <p className="show-more__count">{text.count({ shown: entries.length, total })}</p>
          <Button
            variant="secondary"
            onClick={showMore}
            aria-disabled={more.isFetchingNextPage || undefined}
            className="show-more__button"
          >
            {more.isFetchingNextPage ? (
              <LoaderCircle aria-hidden="true" size={16} className="show-more__spinner" />
            ) : (
              <ChevronDown aria-hidden="true" size={16} />
            )}
            {text.showMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** A message with the values of its placeholders. */
const withValues = (message: MessageDescriptor, values: Record<string, number>) => ({
  ...message,
  values,
});

/** A Culture section's texts, as `content/culture.ts` writes them. */
type CultureText = Omit<typeof employeesSection, 'title'>;

type CultureQuery<A> = MoreControls<A> &
  Pick<UseInfiniteQueryResult<InfiniteData<StrapiList<A>>>, 'data' | 'isError' | 'refetch'>;

export interface CultureListProps<A> extends Pick<PagedListProps<A>, 'className' | 'renderEntry'> {
  /** The infinite query of the entries. */
  query: CultureQuery<A>;
  /**
   * The section's texts (`content/culture.ts`): the count, Show more and the announcement of
   * added entries; the placeholder cards' name while the first page loads; the note when there
   * are none; the failures of the first and of a further page.
   */
  text: CultureText;
}

/**
 * A Culture section's entries (events, testimonials): placeholder cards while the first page
 * loads, then the PagedList, or a note that there are none, or the failure with Try again.
 */
export function CultureList<A>({ query, text, className, renderEntry }: CultureListProps<A>) {
  const { i18n } = useLingui();
  const translated = useTranslate()(text);
  if (query.data) {
    return query.data.pages.every((page) => page.data.length === 0) ? (
      <p className="culture-empty">{translated.empty}</p>
    ) : (
      <PagedList
        data={query.data}
        more={query}
        className={className}
        text={{
          ...translated,
          count: (values) => i18n._(withValues(text.count, values)),
          added: (values) => i18n._(withValues(text.added, values)),
        }}
        renderEntry={renderEntry}
      />
    );
  }
  if (query.isError)
    return <LoadFailed message={translated.loadFailed} onRetry={() => void query.refetch()} />;
  return <LoadingCards label={translated.loading} count={3} className={className} />;
}
