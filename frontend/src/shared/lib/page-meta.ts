import { useEffect } from 'react';
import {
  articlePageText,
  neighborhoodPageText,
  notFoundPageText,
  openHousePageText,
  schoolPageText,
  type ArticleText,
  type MissingRecordPage,
  type NeighborhoodText,
  type OpenHouseText,
  type PageText,
  type SchoolText,
} from '@catalogue-page-texts';
import { STATIC_PAGE_TEXTS, withAppName, type StaticPageName } from '@static-page-texts';
import { APP_NAME } from '../config';

export interface PageMeta {
  title: string;
  description?: string;
  /** Path of the canonical URL; defaults to the current path without query. */
  canonicalPath?: string;
}

function setMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  apply(element);
}

/** Sets the document title, meta description and canonical link for the current page. */
export function usePageMeta({ title, description, canonicalPath }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    if (description) {
      setMeta(
        'meta[name="description"]',
        () => Object.assign(document.createElement('meta'), { name: 'description' }),
        (el) => el.setAttribute('content', description),
      );
    }
    const href = new URL(canonicalPath ?? window.location.pathname, window.location.origin).toString();
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      (el) => el.setAttribute('href', href),
    );
  }, [title, description, canonicalPath]);
}

/**
 * The title, description and canonical path of a page whose content ships
 * with the app: the same texts the server writes into that page's HTML.
 */
export function staticPageMeta(name: StaticPageName): Required<PageMeta> {
  const page = STATIC_PAGE_TEXTS[name];
  return {
    title: withAppName(page.title, APP_NAME),
    description: withAppName(page.description, APP_NAME),
    canonicalPath: page.path,
  };
}

/**
 * The title and description of a page that shows one record, or of its
 * not-found state: built by the server's own builder (backend
 * seo/domain/catalogue-page-texts.ts), so the client sets exactly the texts the
 * server wrote into the HTML and a title does not change on hydration.
 */
export const recordPageMeta = {
  school: (school: SchoolText): PageText => schoolPageText(school, APP_NAME),
  neighborhood: (neighborhood: NeighborhoodText): PageText => neighborhoodPageText(neighborhood, APP_NAME),
  article: (article: ArticleText): PageText => articlePageText(article, APP_NAME),
  openHouse: (openHouse: OpenHouseText): PageText => openHousePageText(openHouse, APP_NAME),
  notFound: (page: MissingRecordPage): PageText => notFoundPageText(page, APP_NAME),
};
