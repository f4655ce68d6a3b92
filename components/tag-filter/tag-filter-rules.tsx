import { filterRules, type TagCount } from '@/lib/tags';

// With `href` and `precedence` React puts it in <head>, the only place HTML allows a <style>.
export function TagFilterRules({ tags }: { tags: readonly TagCount[] }) {
  return (
    <style href="tag-filter-rules" precedence="default">
      {filterRules(tags)}
    </style>
  );
}
