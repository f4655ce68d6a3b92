import { filterRules, type TagCount } from '@/lib/tags';

/**
 * The filter's style rules, in the page itself so they apply from the first frame. With `href`
 * and `precedence` React puts the element in <head>, the only place HTML allows a <style>.
 */
export function TagFilterRules({ tags }: { tags: readonly TagCount[] }) {
  return (
    <style href="tag-filter-rules" precedence="default">
      {filterRules(tags)}
    </style>
  );
}
