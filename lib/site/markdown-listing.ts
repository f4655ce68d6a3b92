// Which files of a content folder are its documents, as blog generators lay them out: `post.md`
// (Jekyll's `.markdown` too), page bundles (`post/index.md` with its files beside it: Hugo, Gatsby,
// Astro) and folders of them (Hugo's `2021/10/19/post/`). Every file left unread is named.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { rasterExtensions } from '../images/variants';
import { languages as siteLanguages } from '../content/owner';
import { siteLanguage } from './language';

export interface ListedFile {
  /** From the folder, with `/`. */
  path: string;
  /** What names the document: `post.md`, or the bundle's folder as `post.md`. */
  name: string;
  /** The site's language its name gives (`post.fr.md`, `index.fr.md`), as the owner lists it. */
  language?: string;
}

export interface Listing {
  files: ListedFile[];
  /** `path: what happened to it`. */
  notes: { path: string; text: string }[];
}

const markdownEnding = /\.(?:md|markdown)$/i;
const pictureEnding = new RegExp(`(?:${[...rasterExtensions, '.svg', '.gif'].join('|')})$`, 'i');
// `post.ja.md`, `index.pt-br.md`: a translation, when the code names a language.
const translated = /^(.+)\.([a-z]{2,3}(?:-[a-z0-9]{2,8})?)$/i;

const languageNames = new Intl.DisplayNames([siteLanguage], { type: 'language', fallback: 'none' });

export function languageName(code: string): string | undefined {
  try {
    return languageNames.of(code);
  } catch {
    return undefined;
  }
}

function entriesOf(folder: string) {
  try {
    return readdirSync(folder)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => ({ name, isFolder: statSync(join(folder, name)).isDirectory() }));
  } catch {
    return [];
  }
}

/** The documents under `folder`; `languages` are the site's, whose translations are read too. */
export function listMarkdown(
  folder: string,
  languages: readonly string[] = siteLanguages,
): Listing {
  const files: ListedFile[] = [];
  const notes: Listing['notes'] = [];
  // A translation for a language the site lists is read as that language's document.
  const document = (
    path: string,
    base: string,
  ): { base: string; language?: string } | undefined => {
    const [, original, code] = translated.exec(base) ?? [];
    const language = code && languageName(code);
    if (!original || !language) return { base };
    const listed = languages.find((tag) => tag.toLowerCase() === code!.toLowerCase());
    if (listed) return { base: original, language: listed };
    notes.push({
      path,
      text: `a translation into ${language} (${code}), a language the site does not list: not published`,
    });
    return undefined;
  };
  const walk = (relative: string, inBundle: boolean) => {
    const here = relative ? `${relative}/` : '';
    const entries = entriesOf(join(folder, relative));
    const index = entries.find(
      ({ name, isFolder }) => !isFolder && /^index\.(?:md|markdown)$/i.test(name),
    );
    const bundle = inBundle || (relative !== '' && index !== undefined);
    for (const { name, isFolder } of entries) {
      const path = `${here}${name}`;
      if (isFolder) {
        walk(path, bundle);
        continue;
      }
      if (!markdownEnding.test(name)) {
        if (/\.mdx$/i.test(name)) {
          notes.push({
            path,
            text: 'not read: rename .mdx to .md (MDX code is left out, with a note)',
          });
        } else if (!pictureEnding.test(name)) {
          notes.push({
            path,
            text: 'not published: only documents and the pictures they show are',
          });
        }
        continue;
      }
      const base = name.replace(markdownEnding, '');
      if (base === '_index') {
        notes.push({
          path,
          text: 'a section’s list page (Hugo’s _index.md) is not a post: left out',
        });
        continue;
      }
      const found = document(path, base);
      if (!found) continue;
      const language = found.language && { language: found.language };
      if (bundle && found.base === 'index' && !inBundle) {
        files.push({ path, name: `${relative.split('/').at(-1)}.md`, ...language });
      } else if (bundle) {
        notes.push({ path, text: 'not published: a page bundle’s page is its index.md' });
      } else files.push({ path, name: `${found.base}.md`, ...language });
    }
  };
  walk('', false);
  return { files, notes };
}
