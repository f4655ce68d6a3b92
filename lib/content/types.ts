// The shape of the owner's content. Every file beside this one is checked against these types by
// TypeScript and against the rules in check.ts at build time.

/** An account of the owner's elsewhere, named by the role it plays on this site. */
export interface Profile {
  /** The site's name, shown beside its icon and read by screen readers. */
  site: string;
  handle: string;
  url: string;
}

export interface Owner {
  name: string;
  /**
   * Where the site is published, e.g. https://you.github.io (with no BASE_PATH), for the sitemap,
   * robots.txt and share cards. SITE_URL, when set at build time, wins.
   */
  siteUrl: string;
  /** One sentence under the home page heading, also the site's meta description. */
  tagline: string;
  profiles: {
    /** Linked from the header, left of the logo. */
    modelHub: Profile;
    /** Linked from the header, right of the logo. */
    codeHost: Profile;
    /** Suggested to follow after tweeting a quote; its handle is written without the @. */
    social: Profile;
  };
  /**
   * The picture shown when a page is shared: a file in public/ of any size, cropped to 1200 × 630.
   * Leave it out to have one drawn from your name and tagline.
   */
  shareImage?: string;
  /** Your photo beside your name on the home page: a file in public/ of any size, cropped square. */
  photo?: string;
  /** An address to write to, linked beside your profiles. Leave it out to show none. */
  email?: string;
}

export interface Demo {
  /** Fixed by the route folder in app/; not yours to change. */
  path: string;
  title: string;
  description: string;
}

export interface Project {
  title: string;
  /**
   * The project's page address, /projects/<slug>/, when it has a story in
   * lib/content/projects/<slug>.md; without it, the title in lower case with dashes.
   */
  slug?: string;
  /** A file in public/: SVG as it is, or PNG, JPEG, WebP or AVIF at any size (resized at build). */
  image: string;
  /** What the image shows, for visitors who cannot see it. */
  imageAlt: string;
  /** A full https:// URL (opens in a new window) or the path of one of the demos. */
  target: string;
  /** One or two sentences under the title: what it is and what it does (at most 160 characters). */
  description?: string;
  /** Topics or technologies, as the filter above the grid shows them (`Java`, `reinforcement learning`). */
  tags?: readonly string[];
}

export interface Quote {
  text: string;
  author: string;
  /** Where it was said or written, so each attribution can be checked. */
  source: string;
}
