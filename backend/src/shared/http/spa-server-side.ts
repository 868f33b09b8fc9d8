/**
 * What a module may add to the served SPA so that crawlers, which run no
 * JavaScript, still see real content. Provided by the SEO module; `serveSpa`
 * looks it up and works without it (plain index.html for every route).
 */
export interface SpaDocument {
  contentType: string;
  body: string;
  /** Cache-Control value; default `public, max-age=3600`. */
  cacheControl?: string;
}

export interface SpaPageHead {
  /** 200, 404 for a client route whose record does not exist, or 301 with `redirect`. */
  status: number;
  /** A path the page moved to (a renamed record's old slug): answered as a redirect with `status`. */
  redirect?: string;
  /** Replaces the template's <title>. */
  title?: string;
  /** Replaces the template's meta description. */
  description?: string;
  /** Ready-made (escaped) tags added before </head>: canonical link, Open Graph, JSON-LD. */
  headTags?: string;
}

export abstract class SpaServerSide {
  /** A whole non-HTML answer for a path (robots.txt, sitemap.xml), or null when the path is not one. */
  abstract document(path: string): Promise<SpaDocument | null>;
  /** The head of the page for a client route, or null to send index.html unchanged. */
  abstract page(path: string): Promise<SpaPageHead | null>;
}
