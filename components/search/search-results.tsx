import { memo } from 'react';
import type { TextRun } from '@/lib/search/excerpt';
import type { SearchGroup } from '@/lib/search/protocol';
import { isExternal } from '@/lib/urls.mjs';
import type { SearchWords } from '@/lib/words';
import styles from './search-dialog.module.scss';

/** Text nodes, never parsed as HTML. */
const TextRuns = ({ runs }: { runs: readonly TextRun[] }) =>
  runs.map((run, n) => (run.marked ? <mark key={n}>{run.text}</mark> : run.text));

// Named by the result's address, so a new first result is a new active option to screen readers.
export const optionId = (id: string, url: string) => `${id}-hit-${encodeURIComponent(url)}`;

interface SearchResultsProps {
  id: string;
  groups: SearchGroup[];
  active: number;
  words: SearchWords;
}

/** The listbox's options, grouped by kind; memoised, so a keystroke does not render them again. */
export const SearchResults = memo(function SearchResults({
  id,
  groups,
  active,
  words,
}: SearchResultsProps) {
  let at = 0;
  return groups.map((group) => (
    <li key={group.kind} role="presentation">
      <ul role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
        <li role="presentation" id={`${id}-${group.kind}`} className={styles.groupName}>
          {words[group.kind]}
        </li>
        {group.hits.map((hit) => {
          const n = at++;
          return (
            <li
              key={hit.url}
              id={optionId(id, hit.url)}
              role="option"
              aria-selected={n === active}
              data-at={n}
              className={styles.hit}
            >
              {/* A result may be in another language than the page's: each reads in its own
                  direction (a French title's ? at its end on /ar/), aligned as the dialog. */}
              <span className={styles.title} dir="auto">
                <TextRuns runs={hit.title} />
                {isExternal(hit.url) && (
                  <span className="visually-hidden">{words.opensInNewTab}</span>
                )}
              </span>
              <span className={styles.excerpt} dir="auto">
                <TextRuns runs={hit.excerpt} />
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  ));
});
