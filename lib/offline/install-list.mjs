// What the worker downloads at install, within a byte budget: the shell (every page but tag and
// series pages, posts and the indexes of all of them, the scripts and styles, the pictures and
// files those pages show), then as room allows the shell's data for in-site navigation, a small
// archive, the newest posts' text, the search index (titles, full text, excerpts), a large archive
// and the tag index, the posts' pictures and the data of those pages. The rest is kept once a
// visitor asks for it.

/** @typedef {{ url: string, size: number }} Entry a file of out/, by its path there */

// Fetched by the search dialog, not shown by a page: kept at install after the posts' text, as they
// fit, before the archive, which they stand in for offline (search finds every post by any word);
// the pages' starts for excerpts last, the largest, not needed to find.
const searchTitles = 'search-titles.json.gz';
const searchText = 'search-text.json.gz';
const searchLeads = 'search-leads.json.gz';

/**
 * '' for index.html, 'writing/a/' for writing/a/index.txt; undefined for any other file.
 * @param {string} url @returns {string | undefined}
 */
export function pageFolder(url) {
  const page = /^(.*\/)?index\.(html|txt)$/.exec(url);
  return page ? (page[1] ?? '') : undefined;
}

// Another language's pages are under its tag (`fr/tags/x/`, `pt-BR/writing/`).
const inAnyLanguage = (/** @type {string} */ pattern) =>
  new RegExp(`^(?:[a-z]{2,3}(?:-[A-Za-z0-9]+)*/)?${pattern}`);
// Tag and series pages list what the kept pages link: kept once opened, like older posts.
const listPage = inAnyLanguage('(?:tags/.+|series/)');
const isListPage = (/** @type {string} */ folder) => listPage.test(folder);
// The archive and tag index grow with the posts (3.2 MiB of HTML at 2,000): after the newest.
const indexOfAll = inAnyLanguage('(?:writing|tags)/$');
const isIndexOfAll = (/** @type {string} */ folder) => indexOfAll.test(folder);
const archive = inAnyLanguage('writing/$');
// A site of tens of posts has an archive of tens of KiB: kept before the posts, as the nav and
// the offline page lead there. A larger one waits its turn after the newest posts.
const smallArchiveShare = 1 / 8;

const isPicture = (/** @type {string} */ url) => url.startsWith('images/');

// A picture's copies differ only in width: `images/name-1a2b3c4d-960.webp`.
const widthCopy = /^(images\/.*-[0-9a-f]{8}-)(\d+)\.webp$/;
// Wide enough for an article on a phone at 2× or a desktop at 1×.
const keptWidth = 960;

/**
 * A post's files with one copy of each picture, the widest up to keptWidth: offline, the worker
 * shows it for any other width.
 * @template {Entry} E @param {E[]} files @returns {E[]}
 */
function oneWidthEach(files) {
  // The widest up to keptWidth, else the narrowest.
  const rank = (/** @type {number} */ width) => (width <= keptWidth ? width : -width);
  /** @type {Map<string, { file: E, width: number }>} */
  const chosen = new Map();
  const others = [];
  for (const file of files) {
    const [, stem, digits] = widthCopy.exec(file.url) ?? [];
    const width = Number(digits);
    if (!stem) others.push(file);
    else if (rank(width) > rank(chosen.get(stem)?.width ?? -Infinity))
      chosen.set(stem, { file, width });
  }
  return [...others, ...[...chosen.values()].map(({ file }) => file)];
}

/** @param {string} path */
function decoded(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The files of out/ a page's HTML asks for (src, srcset, href, content), by their paths in out/.
 * @param {string} html @param {string} folder the page's folder @param {string} basePath
 */
export function pageReferences(html, folder, basePath = '') {
  const page = new URL(`${basePath}/${folder}`, 'http://site.invalid');
  /** @type {Set<string>} */
  const files = new Set();
  // React writes srcSet; HTML's names are case-insensitive.
  for (const [, name, value = ''] of html.matchAll(/\s(src|srcset|href|content)="([^"]*)"/gi)) {
    const addresses =
      name?.toLowerCase() === 'srcset'
        ? value.split(',').map((c) => c.trim().split(/\s/)[0])
        : [value];
    for (const address of addresses) {
      if (!address) continue;
      const url = new URL(address.replaceAll('&amp;', '&'), page);
      if (url.origin !== page.origin || !url.pathname.startsWith(`${basePath}/`)) continue;
      files.add(decoded(url.pathname.slice(basePath.length + 1)));
    }
  }
  return [...files];
}

/**
 * @template {Entry} E
 * @param {E[]} entries every file the worker may keep
 * @param {object} site
 * @param {Map<string, string[]>} site.references page folder -> the files its HTML asks for
 * @param {string[]} site.posts the posts' folders (`writing/a`), newest first
 * @param {number} site.keptPosts how many of the newest posts to keep at install, room permitting
 * @param {number} site.budget bytes
 * @param {number} site.largest bytes: a larger file is never kept at install
 */
export function installList(entries, { references, posts, keptPosts, budget, largest }) {
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  const tooLarge = entries.filter((entry) => entry.size > largest);
  const folders = [...new Set(entries.map((entry) => pageFolder(entry.url)))].filter(
    (folder) => folder !== undefined,
  );
  const shown = new Set([...references.values()].flat());
  const postFolders = posts.map((post) => `${post}/`);
  const shellPages = folders.filter(
    (f) => !isListPage(f) && !postFolders.includes(f) && !isIndexOfAll(f),
  );
  const indexes = folders.filter(isIndexOfAll);
  const dataOf = (/** @type {string} */ folder) => `${folder}index.txt`;
  const later = new Set([searchTitles, searchText, searchLeads, ...folders.map(dataOf)]);

  /** @type {Map<string, E>} */
  const kept = new Map();
  let bytes = 0;
  /** @param {string[]} urls @returns {E[]} */
  const unkept = (urls) =>
    [...new Set(urls)]
      .map((url) => byUrl.get(url))
      .filter((entry) => entry !== undefined)
      .filter((entry) => !kept.has(entry.url) && entry.size <= largest);
  /** @param {E[]} list */
  const weight = (list) => list.reduce((sum, entry) => sum + entry.size, 0);
  /** @param {E[]} list */
  const fits = (list) => bytes + weight(list) <= budget;
  /** @param {E[]} list */
  const keep = (list) => {
    for (const entry of list) kept.set(entry.url, entry);
    bytes += weight(list);
  };
  /** A page's HTML and the files it shows, but data kept only if there is room. @param {string} folder */
  const pageFiles = (folder) =>
    unkept([`${folder}index.html`, ...(references.get(folder) ?? [])]).filter(
      (entry) => !later.has(entry.url),
    );

  for (const folder of shellPages) keep(pageFiles(folder));
  keep(
    unkept(entries.map((entry) => entry.url)).filter(
      ({ url }) => pageFolder(url) === undefined && !shown.has(url) && !later.has(url),
    ),
  );
  const shell = bytes;
  /** @param {string[]} urls */
  const keepWhatFits = (urls) => {
    for (const entry of unkept(urls)) if (fits([entry])) keep([entry]);
  };
  // In-site navigation falls back to loading the page when its data is not kept (a 503 logged):
  // the shell's first, so a returning visitor moves between the demos offline without one.
  keepWhatFits(shellPages.map(dataOf));
  for (const folder of indexes.filter((f) => archive.test(f))) {
    const files = pageFiles(folder);
    if (weight(files) <= budget * smallArchiveShare && fits(files)) keep(files);
  }
  /** @type {string[]} */
  const newest = [];
  // Newest first, as room allows: a long post left out does not cost the shorter ones after it.
  for (const folder of postFolders.slice(0, keptPosts)) {
    const text = pageFiles(folder).filter(({ url }) => !isPicture(url));
    if (!fits(text)) continue;
    keep(text);
    newest.push(folder);
  }
  keepWhatFits([searchTitles, searchText, searchLeads]);
  for (const folder of indexes) {
    const files = pageFiles(folder);
    if (fits(files)) keep(files);
  }
  // Pictures after every newest post's text: one post's animation must not cost the posts after it.
  for (const folder of newest) {
    const pictures = oneWidthEach(pageFiles(folder));
    if (fits(pictures)) keep(pictures);
  }
  keepWhatFits([...indexes, ...newest].map(dataOf));

  // Offline, these say that they are not kept (503), not that the site lacks them (404).
  const notKept = folders.filter((folder) => !kept.has(`${folder}index.html`));
  return { kept: [...kept.values()], notKept, bytes, shell, tooLarge };
}
