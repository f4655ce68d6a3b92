import type { Demo, Project } from './content';

/** A demo's card for projects.ts: its title, description and target from demos.ts; none without. */
export function demoCard(
  demo: Demo | undefined,
  card: Pick<Project, 'image' | 'imageAlt' | 'tags' | 'translations'>,
): Project[] {
  return demo
    ? [
        {
          title: demo.title,
          target: demo.path,
          description: demo.description,
          ...card,
          ...((demo.translations || card.translations) && {
            translations: mergedTranslations(demo.translations, card.translations),
          }),
        },
      ]
    : [];
}

type Translations = NonNullable<Project['translations']>;

// The demo's title and description in each language, with the card's picture words beside them.
function mergedTranslations(demo: Translations = {}, card: Translations = {}): Translations {
  const languages = [...new Set([...Object.keys(demo), ...Object.keys(card)])];
  return Object.fromEntries(
    languages.map((language) => [language, { ...card[language], ...demo[language] }]),
  );
}
