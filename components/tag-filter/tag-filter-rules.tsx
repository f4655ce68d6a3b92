import { filterRules, type TagCount } from '@/lib/tags';

/** The filter's style rules, in the page itself so they apply from the first frame. */
export function TagFilterRules({ tags }: { tags: readonly TagCount[] }) {
  return <style dangerouslySetInnerHTML={{ __html: filterRules(tags) }} />;
}
