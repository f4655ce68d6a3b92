/** @jest-environment node */
import { safeSvg } from '@/lib/images/safe-svg';

const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inside}</svg>`;

const drawing = '<rect width="10" height="10" fill="url(#paint)"/><use href="#shape"/>';

describe('safeSvg', () => {
  it('keeps a drawing as it is, with its own fragments and styles', () => {
    const text = svg(
      `<defs><linearGradient id="paint"><stop offset="0"/></linearGradient></defs>${drawing}<style>rect { fill: url(#paint) }</style><text>R&amp;D &lt;3</text>`,
    );
    const { svg: kept, removed } = safeSvg(text);
    expect(removed).toEqual([]);
    expect(kept).toContain(drawing);
    expect(kept).toContain('<text>R&amp;D &lt;3</text>');
    expect(kept).toContain('<style>rect { fill: url(#paint) }</style>');
  });

  it.each([
    ['a script element', '<script>alert(1)</script>', '<script>'],
    [
      'an HTML script',
      '<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>',
      '<script>',
    ],
    [
      'a foreignObject with HTML',
      '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>',
      '<foreignObject>',
    ],
    [
      'animation setting a link',
      '<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>',
      '<set>',
    ],
    ['an @import', '<style>@import url(https://tracker.example/a.css);</style>', '<style>'],
    [
      'a style fetching a picture',
      '<style>svg { background: url("https://t.example/p") }</style>',
      '<style>',
    ],
    [
      'a style hiding url() in an escape',
      '<style>svg { background: \\75rl(https://t.example/p) }</style>',
      '<style>',
    ],
    ['an event handler', '<rect onclick="alert(1)"/>', 'onclick'],
    ['an upper-case handler', '<rect ONLOAD="alert(1)"/>', 'ONLOAD'],
    ['a javascript: link', '<a xlink:href="javascript:alert(1)"><text>x</text></a>', 'xlink:href'],
    ['an outside link', '<a href="https://tracker.example/"><text>x</text></a>', 'href'],
    ['an outside picture', '<image href="https://tracker.example/p.png"/>', 'href'],
    ['an outside use', '<use href="https://tracker.example/s.svg#a"/>', 'href'],
    ['a style attribute fetching', '<rect style="fill: url(https://t.example/p)"/>', 'style'],
    ['a filter fetching', '<rect filter="url(https://t.example/f.svg#f)"/>', 'filter'],
  ])('leaves out %s and says so', (_name, inside, named) => {
    const { svg: kept, removed } = safeSvg(svg(inside));
    expect(kept).not.toMatch(/alert|tracker|t\.example|<script|foreignObject|<set|@import/i);
    expect(removed.join(' ')).toContain(named);
  });

  it('leaves out an xml-stylesheet, a DOCTYPE with entities, and handlers on the root', () => {
    const text = `<?xml version="1.0"?><?xml-stylesheet href="https://t.example/a.css"?><!DOCTYPE svg [<!ENTITY a "x">]>${svg(drawing, ' onload="alert(1)"')}`;
    const { svg: kept, removed } = safeSvg(text);
    expect(kept).not.toMatch(/stylesheet|DOCTYPE|ENTITY|onload/);
    expect(removed).toEqual(expect.arrayContaining(['<?xml-stylesheet?>']));
    expect(kept).toContain(drawing);
  });

  it('keeps a picture written into the SVG, and no other data: address', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(safeSvg(svg(`<image href="${png}"/>`)).removed).toEqual([]);
    const html = safeSvg(svg('<image href="data:text/html,<script>alert(1)</script>"/>'));
    expect(html.svg).not.toContain('data:text/html');
  });

  it('drops a drawing program’s own data without a word', () => {
    const text = svg(
      '<metadata>RDF</metadata><sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/><rect xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:label="a"/>',
    );
    const { svg: kept, removed } = safeSvg(text);
    expect(removed).toEqual([]);
    expect(kept).not.toMatch(/metadata|namedview|inkscape:label/);
  });

  it('refuses what is not an SVG', () => {
    expect(() => safeSvg('<svg')).toThrow();
    expect(() => safeSvg('<html><body/></html>')).toThrow(/<svg/);
  });
});
