/** @jest-environment node */
import { siteHtmlBytes, withoutOwnerWords } from '@/lib/budgets/owner-words';

// A page shaped as Next writes one: its HTML, then the same tree in flight scripts, split in chunks.
const words = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `Sentence ${i} of the owner’s post, never repeated ${i * 7}.`,
  );

const flightScripts = (payload: string, chunk = 2000) =>
  (payload.match(new RegExp(`[\\s\\S]{1,${chunk}}`, 'g')) ?? [])
    .map(
      (part) =>
        `<script>self.__next_f.push(${JSON.stringify([1, part]).replace(/</g, '\\u003c')})</script>`,
    )
    .join('');

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function page({
  paragraphs,
  headings,
  chrome = 'Home Writing About',
}: {
  paragraphs: string[];
  headings: string[];
  chrome?: string;
}) {
  const el = (tag: string, props: Record<string, unknown>) => ['$', tag, null, props];
  const tree = el('main', {
    children: [
      el('nav', { children: chrome }),
      el('nav', {
        className: 'contents',
        children: [
          el('h2', { children: 'Contents' }),
          el('ol', {
            'data-owner-words': '',
            children: headings.map((h) => el('li', { children: h })),
          }),
        ],
      }),
      el('div', {
        className: 'document body',
        'data-owner-words': '',
        children: paragraphs.map((p) => el('p', { children: p })),
      }),
      el('footer', { children: 'Theme' }),
    ],
  });
  const html = [
    `<main><nav>${chrome}</nav>`,
    `<nav class="contents"><h2>Contents</h2><ol data-owner-words="">${headings.map((h) => `<li>${escape(h)}</li>`).join('')}</ol></nav>`,
    `<div class="document body" data-owner-words="">${paragraphs.map((p) => `<div><p>${escape(p)}</p></div>`).join('')}</div>`,
    '<footer>Theme</footer></main>',
  ].join('');
  return `<!DOCTYPE html><html><body>${html}${flightScripts(`0:${JSON.stringify(tree)}\n`)}</body></html>`;
}

describe('the HTML the budgets measure', () => {
  const short = page({ paragraphs: words(3), headings: ['One'] });
  const long = page({ paragraphs: words(3000), headings: words(60) });

  it('leaves the owner’s words out, from the HTML and from the flight data', () => {
    const measured = withoutOwnerWords(long);
    expect(measured).not.toContain('Sentence 1500');
    expect(measured).not.toContain('data-owner-words');
    expect(measured).toContain('<h2>Contents</h2>');
    expect(measured).toContain('Home Writing About');
    expect(measured).toContain('\\"Theme\\"');
  });

  it('is the same for a post of 3,000 sentences as for one of 3', () => {
    expect(Math.abs(siteHtmlBytes(long) - siteHtmlBytes(short))).toBeLessThan(16);
  });

  it('still grows with what the site adds around the words', () => {
    const chrome = words(40).join(' ');
    expect(siteHtmlBytes(page({ paragraphs: words(3000), headings: [], chrome }))).toBeGreaterThan(
      siteHtmlBytes(long) + 200,
    );
  });

  it('leaves out the rows React writes apart for a long body, past a hint row, but not a row the chrome shares', () => {
    const body = words(3000);
    const rows = [
      // A hint row, as a page with formulas has for its font.
      `:HL["/fonts/math.woff2","font"]`,
      `1:I["link",[],"SiteLink"]`,
      `2:${JSON.stringify(['$', 'p', null, { children: body.slice(0, 1500) }])}`,
      // A text row ends where its byte count says, with no line end.
      `3:T${Buffer.byteLength(body[1600]!).toString(16)},${body[1600]}4:${JSON.stringify(['$', 'p', null, { children: ['$3', ...body.slice(1700)] }])}`,
      `0:${JSON.stringify([
        ['$', '$L1', null, { children: 'Home Writing About' }],
        [
          '$',
          'div',
          null,
          { 'data-owner-words': '', children: ['$2', '$4', ['$', '$L1', null, {}]] },
        ],
      ])}`,
    ].join('\n');
    const html = `<!DOCTYPE html><html><body><main></main>${flightScripts(`${rows}\n`, 700)}</body></html>`;
    const measured = withoutOwnerWords(html);
    for (const sentence of [body[1], body[1600], body[2999]])
      expect(measured).not.toContain(sentence);
    expect(measured).toContain('SiteLink');
    expect(measured).toContain('Home Writing About');
    expect(siteHtmlBytes(html)).toBeLessThan(1024);
  });

  it('leaves a page with no marked words as it is', () => {
    const plain = '<!DOCTYPE html><html><body><p>About</p></body></html>';
    expect(withoutOwnerWords(plain)).toBe(plain);
  });

  it('is not fooled by the marker written in the owner’s own text', () => {
    const tricky = page({
      paragraphs: ['data-owner-words="" and "data-owner-words":""'],
      headings: [],
    })
      .replace('<div class="document body" data-owner-words="">', '<div class="document body">')
      .replace('"data-owner-words":"",', '');
    expect(withoutOwnerWords(tricky)).toContain('and');
  });
});
