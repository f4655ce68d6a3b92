import { shownIn } from '@/lib/site/shown-in';

const card = {
  title: 'Route Planner',
  description: 'Plans a bus route.',
  translations: { fr: { title: 'Planificateur', description: undefined } },
};

it('shows each field in the language where it is given, else the original’s, and says which', () => {
  const french = shownIn(card, 'fr');
  expect([french.title, french.description]).toEqual(['Planificateur', 'Plans a bus route.']);
  expect([french.translated('title'), french.translated('description')]).toEqual([true, false]);
  const german = shownIn(card, 'de');
  expect([german.title, german.translated('title')]).toEqual(['Route Planner', false]);
  expect(shownIn({ title: 'Bare' }, 'fr').title).toBe('Bare');
});
