// Rules across a list's entries, which the schema of one entry cannot see.
import type { z } from 'zod';
import { tagSlug } from '../tags';
import { showInvisible } from '../text';
import type { Project } from './schemas';

/** Which entries share a value: `two quotes share the text "…": quotes[0], quotes[3]`. */
export function sharedValues<T>(field: keyof T & string, list: string) {
  return (entries: T[], ctx: z.RefinementCtx<T[]>) => {
    const values = entries.map((entry) => entry[field]);
    for (const value of new Set(values)) {
      const which = values.flatMap((other, index) => (other === value ? `${list}[${index}]` : []));
      if (which.length < 2) continue;
      const count = which.length === 2 ? 'two' : which.length;
      const message = `${count} ${list} share the ${field} "${String(value)}": ${which.join(', ')}`;
      ctx.addIssue({ code: 'custom', message, params: { namesEntries: true } });
    }
  };
}

// The filter shows a tag once, as the first card spells it.
export function spelledAsFirst(projects: Project[], ctx: z.RefinementCtx<Project[]>) {
  const spellings = new Map<string, string>();
  projects.forEach(({ tags = [] }, index) => {
    const onCard = new Set<string>();
    tags.forEach((tag, tagIndex) => {
      const slug = tagSlug(tag);
      if (!slug || onCard.has(slug)) return;
      onCard.add(slug);
      const first = spellings.get(slug) ?? tag;
      spellings.set(slug, first);
      if (first === tag) return;
      const message = `"${showInvisible(tag)}" is spelled "${showInvisible(first)}" on an earlier card`;
      ctx.addIssue({ code: 'custom', path: [index, 'tags', tagIndex], message });
    });
  });
}
