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

  it("sends the data in one script, joined to Next's first one, so the page has one hash", () => {
    const cut = rows.indexOf('.é');
    const first = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
    const pieces = [rows.slice(0, cut), rows.slice(cut, cut + 200), rows.slice(cut + 200)];
    const { html } = trimPageData(
      `${inlined}<body><p>Hi</p>${first}${pieces.map(script).join('')}</body>`,
    );
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toMatch(
      /<body><p>Hi<\/p><script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);self\.__next_f\.push\(\[1,"/,
    );
    expect(data(html)).toBe(data(trimPageData(page(inlined, rows)).html));
  });

  it("puts the data where its last piece was when the page's markup comes between them", () => {
    const cut = rows.indexOf('.é');
    const { html } = trimPageData(
      `${inlined}<body>${script(rows.slice(0, cut))}<p>Hi</p>${script(rows.slice(cut))}</body>`,
    );
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html.indexOf('<p>Hi</p>')).toBeLessThan(html.indexOf('<script>'));
    expect(data(html)).toBe(data(trimPageData(page(inlined, rows)).html));
  });

  describe("the root not-found page's tree, which a static site only shows as 404.html", () => {
    const tree = (route: string, notFound: string) =>
      [
        `0:{"c":["","${route}",""],"r":["$","$L1",null,{}]}\n`,
        `1:["$","$L2",null,{"parallelRouterKey":"children","template":"$L3","notFound":${notFound}}]\n`,
        '2:I[12,["$5"],"LayoutRouter"]\n',
        '3:["$","$L6",null,{}]\n',
        '4:[["$","h1",null,{"children":"Nothing here"}],"$L7"]\n',
        '5:"/_next/static/chunks/a.js"\n',
        '6:I[34,["$5"],"Template"]\n',
        '7:["$","$L8",null,{"href":"/","children":"Home"}]\n',
        '8:I[56,["$9"],"SiteLink"]\n',
        '9:"/_next/static/chunks/b.js"\n',
      ].join('');

    it('leaves it out, with the rows and modules only it used', () => {
      const trimmed = data(trimPageData(`<body>${script(tree('writing', '"$L4"'))}</body>`).html);
      expect(trimmed).toContain(
        '1:["$","$L2",null,{"parallelRouterKey":"children","template":"$L3"}]\n',
      );
      expect(trimmed).not.toMatch(/Nothing here|SiteLink|b\.js|(^|\n)[4789]:/);
      expect(trimmed).toContain('5:"/_next/static/chunks/a.js"\n6:I[34');
    });

    it('leaves it out when it comes in place, not as a row of its own', () => {
      const inPlace = '[["$","h1",null,{"children":"Nothing here"}],"$L7"]';
      const trimmed = data(trimPageData(`<body>${script(tree('', inPlace))}</body>`).html);
      expect(trimmed).toContain('{"parallelRouterKey":"children","template":"$L3"}]\n');
      expect(trimmed).not.toMatch(/SiteLink|(^|\n)[789]:/);
    });

    it('keeps it on the not-found page, whose content it is', () => {
      const trimmed = data(
        trimPageData(`<body>${script(tree('_not-found', '"$L4"'))}</body>`).html,
      );
      expect(trimmed).toBe(tree('_not-found', '"$L4"'));
    });
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
