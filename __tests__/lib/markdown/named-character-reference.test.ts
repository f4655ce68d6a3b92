import { characterEntities } from 'character-entities';

// The page decodes entities with the DOM, the preview worker with the entity table: both must
// agree with the table, which is what the parser's own decoder uses outside a browser.
const names = ['amp', 'copy', 'not', 'notin', 'notit', 'semi', 'AMP', 'Aacute', 'nosuchname', ''];
const expected = (name: string) =>
  Object.hasOwn(characterEntities, name) ? characterEntities[name] : false;

it('decodes with the DOM as the entity table says', () => {
  jest.isolateModules(() => {
    const { decodeNamedCharacterReference } = jest.requireActual<
      typeof import('@/lib/markdown/named-character-reference')
    >('@/lib/markdown/named-character-reference');
    for (const name of names)
      expect([name, decodeNamedCharacterReference(name)]).toEqual([name, expected(name)]);
  });
});

it('decodes with the table where there is no DOM (the worker)', () => {
  jest.isolateModules(() => {
    const decoder = jest.requireActual<typeof import('@/lib/markdown/named-character-reference')>(
      '@/lib/markdown/named-character-reference',
    );
    decoder.setEntityTable(characterEntities);
    const createElement = jest.spyOn(document, 'createElement');
    for (const name of names)
      expect([name, decoder.decodeNamedCharacterReference(name)]).toEqual([name, expected(name)]);
    expect(createElement).not.toHaveBeenCalled();
  });
});
