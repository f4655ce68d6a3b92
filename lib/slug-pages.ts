// What a route of one page per entry (`/projects/<slug>/`, `/writing/<slug>/`) needs from its list.
import { notFound } from 'next/navigation';

/** The params Next.js hands a `[slug]` route. */
export interface SlugParams {
  params: Promise<{ slug: string }>;
}

/** `link` says how an entry is linked to from its neighbours' pages. */
export function slugPages<Entry extends { slug: string }>(
  entries: readonly Entry[],
  link: (entry: Entry) => { title: string; href: string },
) {
  return {
    /** The entry the route's params name, and where it stands in the list. */
    async find({ params }: SlugParams) {
      const { slug } = await params;
      const index = entries.findIndex((entry) => entry.slug === slug);
      // Only the placeholder of an empty list names no entry.
      if (index === -1) notFound();
      return { entry: entries[index]!, index };
    },
    /** The entry at `index` as a link, or undefined past either end of the list. */
    linkAt(index: number) {
      const entry = entries[index];
      return entry && link(entry);
    },
  };
}
