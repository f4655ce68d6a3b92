/** @jest-environment node */
import { refractor } from 'refractor/all';
import { grammarNames } from '@/lib/article/grammar-names';

it('are the names the installed refractor has grammars for, aliases included', () => {
  const registered = Object.keys(refractor.languages).filter(
    (name) => typeof refractor.languages[name] === 'object',
  );
  expect([...grammarNames].sort()).toEqual(registered.sort());
});
