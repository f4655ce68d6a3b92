// Words of four letters or more that any two posts in a language may share, so they relate
// nothing: the related posts leave them out. For the dictionaries' spaced languages; on a large
// site a word most posts share counts for nothing anyway (related.ts).
const lists = [
  // English
  'about after also been before being both could does each every first from have here into just like made make many more most much must only other over same shows some such than that their them then there these they this those through using very want were what when where which while will with would your',
  // French
  'alors après aussi avant avec avoir dans depuis donc elle elles entre être fait leur leurs mais même nous pour sans sont sous tous tout toute toutes très vous',
  // German
  'aber auch dass denn diese dieser dieses doch durch eine einem einen einer eines für habe haben hier kann mehr nach nicht noch oder sehr sich sind über unter wenn werden wird wurde',
  // Spanish and Portuguese
  'como cuando desde donde entre esta este esto estos estas está hace hacer isso isto mais mesmo mismo muito para pela pelo pero porque quando sobre también também tiene todo todos umas unas unos você',
];

export const commonWords: ReadonlySet<string> = new Set(lists.join(' ').split(' '));
