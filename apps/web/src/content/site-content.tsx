import { createContext, useContext, type ReactNode } from 'react';
import { SITE_CONTENT_ELEMENT_ID, type SiteContent } from '@app/shared/site-content';

const SiteContentContext = createContext<SiteContent | null>(null);

export function SiteContentProvider({
  content,
  children,
}: {
  content: SiteContent;
  children: ReactNode;
}) {
  return <SiteContentContext.Provider value={content}>{children}</SiteContentContext.Provider>;
}

/** The content the server rendered this page from (company details, open jobs, …). */
export function useSiteContent(): SiteContent {
  const content = useContext(SiteContentContext);
  if (!content) throw new Error('useSiteContent needs a SiteContentProvider above it');
  return content;
}

/** The firm's public details, as staff last saved them. */
export const useCompany = () => useSiteContent().company;

/** The content the server embedded in the page (every page the server sends carries it). */
export function readEmbeddedSiteContent(document: Document): SiteContent {
  const element = document.getElementById(SITE_CONTENT_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page carries no site content');
  return JSON.parse(element.textContent) as SiteContent;
}
