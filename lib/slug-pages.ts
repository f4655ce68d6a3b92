// What a route of one page per entry (`/projects/<slug>/`, `/writing/<slug>/`) needs from its list.
import { notFound } from 'next/navigation';

export type SlugParams = { params: Promise<{ slug: string }> };

/** `link` says how an entry is linked to from its neighbours' pages. */
export function slugPages<Entry extends { slug: string }>(
  entries: readonly Entry[],
  link: (entry: Entry) => { title: string; href: string },
) {
  return {
    async find({ params }: SlugParams) {
      const { slug } = await params;
      const index = entries.findIndex((entry) => entry.slug === slug);
      if (index === -1) notFound();
      return { entry: entries[index]!, index };
    },
    /** Undefined past either end of the list. */
    linkAt(index: number) {
      const entry = entries[index];
      return entry && link(entry);
    },
  };
}
