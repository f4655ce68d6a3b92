'use client';

import { Suspense, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'next/navigation';
import { createPageValue } from '@/lib/page-value';
import { filterRule, filterStyleId, searchWithTag, tagFromSearch, type TagCount } from '@/lib/tags';
import styles from './tag-filter.module.scss';
import { counted, fill, fillParts } from '@/lib/words/format';
import type { Words } from '@/lib/words';

const addressTag = () => tagFromSearch(window.location.search);
const noTag = () => null;

// The chosen tag lives in the address, so it can be shared and survives Back and reload.
const followBackAndForward = () => {
  const onPopState = () => wanted.set(addressTag());
  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
};
const wanted = createPageValue(addressTag, { follow: followBackAndForward });

// The router's own navigations (the logo to `/`) fire no popstate.
function RouterAddress() {
  const search = useSearchParams();
  useEffect(() => wanted.set(addressTag()), [search]);
  return null;
}

// The most used tags; the rest fold behind one control, so the cards start on a phone's first screen.
const tagsShown = 5;

interface TagFilterProps {
  words: Words['filter'];
  language: string;
  tags: readonly TagCount[];
  total: number;
}

// Keeps the first-paint script's style rules, which filter the cards, and <html data-tag> in step.
export function TagFilter({ words, language, tags, total }: TagFilterProps) {
  const wantedTag = useSyncExternalStore(wanted.subscribe, wanted.get, noTag);
  const chosen = tags.find((tag) => tag.slug === wantedTag) ?? null;

  // While hydrating, `chosen` is still the pre-rendered "All". Other pages have no grid to filter.
  useLayoutEffect(() => {
    const inAddress = tags.find((tag) => tag.slug === addressTag());
    const root = document.documentElement;
    const rules =
      document.getElementById(filterStyleId) ??
      document.head.appendChild(
        Object.assign(document.createElement('style'), { id: filterStyleId }),
      );
    rules.textContent = filterRule(inAddress?.slug ?? null, true);
    if (inAddress) root.setAttribute('data-tag', inAddress.slug);
    else root.removeAttribute('data-tag');
    return () => {
      root.removeAttribute('data-tag');
      rules.remove();
    };
  }, [tags, chosen]);

  const choose = (slug: string) => {
    const { pathname, search, hash } = window.location;
    window.history.pushState(null, '', `${pathname}${searchWithTag(search, slug || null)}${hash}`);
    wanted.set(addressTag());
  };

  const toggle = ({ slug, label, count }: TagCount) => {
    const pressed = slug === (chosen?.slug ?? '');
    return (
      <button
        key={slug}
        type="button"
        className={styles.toggle}
        aria-pressed={pressed}
        data-filter={slug}
        onClick={() => {
          if (pressed && !slug) return;
          choose(pressed ? '' : slug);
        }}
      >
        {label} <span className={styles.count}>{count}</span>
      </button>
    );
  };
  const shown = tags.slice(0, tagsShown);
  const folded = tags.slice(tagsShown);
  return (
    <div className={styles.filter}>
      {/* Read on the client only: the exported page has no address to read. */}
      <Suspense fallback={null}>
        <RouterAddress />
      </Suspense>
      <div className={styles.toggles} role="group" aria-label={words.label}>
        {[{ slug: '', label: words.all, count: total }, ...shown].map(toggle)}
        {folded.length > 0 && (
          <details className={styles.more}>
            <summary className={styles.toggle}>
              {fillParts(words.more, {
                count: folded.length,
                tags: (
                  <span key="tags" className="visually-hidden">
                    {words.moreTags}
                  </span>
                ),
              })}
            </summary>
            <div className={styles.folded}>{folded.map(toggle)}</div>
          </details>
        )}
      </div>
      <p className={styles.status} role="status">
        {fill(chosen ? words.showingSome : words.showingAll, {
          count: chosen?.count ?? total,
          total: counted(language, words.projects, total),
        })}
      </p>
    </div>
  );
}
