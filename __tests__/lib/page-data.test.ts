import { reencodePageData, trimPageData } from '@/lib/page-data';

// Page data as Next writes it into an exported page: rows pushed in pieces of any length.
const script = (piece: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(piece).replace(/</g, '\\u003c')}])</script>`;
const page = (style: string, ...pieces: string[]) =>
  `<html><head>${style}</head><body><p>Hi</p>${pieces.map(script).join('')}</body></html>`;
const data = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g)]
    .map(([, json]) => (JSON.parse(json!) as [number, string])[1])
    .join('');

const css = '.a{color:red}.é::after{content:"<>"}';
const bytes = (text: string) => Buffer.byteLength(text).toString(16);
const rows = [
  `2:T${bytes(css)},${css}`,
  '0:["$","$1","c",{"children":[["$","style","0",{"nonce":"$undefined","precedence":"next","href":"/a.css","children":"$2"}],"$undefined"]}]\n',
  `3:T${bytes(css)},${css}`,
  '4:["$","style","1",{"precedence":"next","href":"/other.css","children":"$3"}]\n',
  '5:{"m":"$undefined","n":"$undefined","a":1,"b":"$undefined"}\n',
  '8:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"{\\"a\\":\\"</\\"}"}}]\n',
  // A style element of the page's own, unkeyed.
  '6:["$","style",null,{"href":"tag-rules","precedence":"default","children":"$7"}]\n',
  `7:T${bytes(css)},${css}`,
  // Short CSS comes in the element; a boundary's CSS, not on this page, in a text row.
  '9:["$","style","2",{"precedence":"next","href":"/b.css","children":".b{color:blue}"}]\n',
  '10:["$","style","3",{"precedence":"next","href":"/_next/static/chunks/nf.css","children":"$11"}]\n',
  `11:T${bytes(css)},${css}`,
].join('');
const inlined =
  '<style data-precedence="next" data-href="/a.css /b.css">.a{color:red}</style>' +
  '<style data-precedence="default" data-href="tag-rules">.b{}</style>';

describe('trimPageData', () => {
  it("empties the CSS the page's <style> holds, keeping the rest of the page data", () => {
    const { html, saved } = trimPageData(page(inlined, rows));
    const trimmed = data(html);
    expect(trimmed).toContain('2:T0,0:["$","$1"');
    expect(trimmed).toContain('"href":"/a.css","children":"$2"');
    // Not inlined on this page: still carried.
    expect(trimmed).toContain(`3:T${bytes(css)},${css}4:`);
    expect(trimmed).toContain('7:T0,9:');
    expect(saved).toBeGreaterThan(css.length);
    expect(trimmed).toContain(
      '9:["$","style","2",{"precedence":"next","href":"/b.css","children":""}]',
    );
  });

  it("links a boundary's CSS that this page does not inline, as Next does on navigation", () => {
    const trimmed = data(trimPageData(page(inlined, rows)).html);
    expect(trimmed).toContain(
      '10:["$","link","3",{"rel":"stylesheet","href":"/_next/static/chunks/nf.css","precedence":"next"}]\n11:T0,',
    );
  });

  it('leaves out undefined props, not undefined children', () => {
    const trimmed = data(trimPageData(page(inlined, rows)).html);
    expect(trimmed).toContain('["$","style","0",{"precedence":"next"');
    expect(trimmed).toContain('5:{"a":1}\n');
    expect(data(trimPageData(page(inlined, '5:{"m":"$undefined","n":"$undefined"}\n')).html)).toBe(
      '5:{}\n',
    );
    expect(trimmed).toContain('}],"$undefined"]}]');
  });

  it("empties an inline script's text, which the page's HTML holds", () => {
    const trimmed = data(trimPageData(page(inlined, rows)).html);
    expect(trimmed).toContain(
      '8:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":""}}]\n',
    );
  });

  it('keeps each script its share of the data when a cut spans two of them', () => {
    const cut = rows.indexOf('.é');
    const before = page(
      inlined,
      rows.slice(0, cut),
      rows.slice(cut, cut + 200),
      rows.slice(cut + 200),
    );
    const { html } = trimPageData(before);
    expect(html.match(/<script>/g)).toHaveLength(3);
    expect(data(html)).toBe(data(trimPageData(page(inlined, rows)).html));
    expect(html).toContain('<p>Hi</p>');
  });

  it('writes pieces as Next does, so a page with nothing to trim comes out the same', () => {
    // As in an exported page: <, >, & and U+2028 escaped inside the JSON string.
    const plain =
      '<body><script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":' +
      '\\"\\u003cb\\u003e \\u0026 \\u2028\\"}]\\n"])</script></body>';
    expect(reencodePageData(plain)).toBe(plain);
    expect(trimPageData(plain)).toEqual({ html: plain, saved: 0 });
  });

  it('names where the page data could not be read', () => {
    expect(() => trimPageData(page(inlined, 'not a row'))).toThrow(
      'unreadable page data at character 0',
    );
  });
});
