import { elided, fillIn } from '@/lib/words/elision';

describe('French elision of « de » before a name', () => {
  it('writes « d’ » before a vowel, accented or not', () => {
    expect(fillIn('fr', 'À propos de {name}', { name: 'Agnès' })).toBe('À propos d’Agnès');
    expect(fillIn('fr', 'Tous les articles de {name}.', { name: 'Élodie' })).toBe(
      'Tous les articles d’Élodie.',
    );
    expect(fillIn('fr-CA', 'À propos de {name}', { name: 'Inès' })).toBe('À propos d’Inès');
  });

  it('keeps « de » before a consonant, and before h and y, which may be heard as consonants', () => {
    expect(fillIn('fr', 'À propos de {name}', { name: 'Maya' })).toBe('À propos de Maya');
    expect(fillIn('fr', 'À propos de {name}', { name: 'Hervé' })).toBe('À propos de Hervé');
    expect(fillIn('fr', 'À propos de {name}', { name: 'Yann' })).toBe('À propos de Yann');
  });

  it('leaves other languages and other words as written', () => {
    expect(fillIn('es', 'Acerca de {name}', { name: 'Ana' })).toBe('Acerca de Ana');
    expect(fillIn('fr', 'Partie {part} de {count}', { part: 1, count: 8 })).toBe('Partie 1 de 8');
    // A value that is not text (an element, in a sentence of parts) is left to the sentence.
    expect(elided('fr', ' de {title}', { title: { type: 'span' } })).toBe(' de {title}');
  });
});
