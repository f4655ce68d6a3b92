// An SVG opened by its address is a document of the site's origin: only drawing survives, and
// nothing in it can run script or fetch from anywhere. An allow-list over a real XML parser.
import { create } from 'xmlbuilder2';

const svgSpace = 'http://www.w3.org/2000/svg';
const xlinkSpace = 'http://www.w3.org/1999/xlink';
const xmlSpaces = ['http://www.w3.org/2000/xmlns/', 'http://www.w3.org/XML/1998/namespace'];

// Drawing, text, paint servers and filters; no script, foreignObject or animation (SMIL can set
// an href to javascript:).
const drawing = new Set(
  (
    'svg g defs symbol use title desc switch view a style path rect circle ellipse line polyline ' +
    'polygon text tspan textPath image linearGradient radialGradient stop pattern clipPath mask ' +
    'marker filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix ' +
    'feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB ' +
    'feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset ' +
    'fePointLight feSpecularLighting feSpotLight feTile feTurbulence'
  ).split(' '),
);
// What drawing programs keep for themselves; leaving it out changes nothing seen.
const editorData = new Set(['metadata']);

const ownPicture = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;

// CSS that could fetch: any url() but a fragment, @import, image-set(), or escapes hiding them.
const fetchingCss = /@import|image-set\s*\(|image\s*\(|\\|url\s*\(\s*['"]?\s*(?!#)/i;

export interface SafeSvg {
  svg: string;
  /** What was left out, as the owner would look for it: `<script>`, `the onload attribute`. */
  removed: string[];
}

type Node = {
  nodeType: number;
  nodeName: string;
  localName?: string;
  namespaceURI?: string | null;
  textContent: string | null;
  childNodes: ArrayLike<Node>;
  attributes?: ArrayLike<{
    name: string;
    localName: string;
    namespaceURI: string | null;
    value: string;
  }>;
  removeChild(child: Node): void;
  removeAttributeNS?(space: string | null, name: string): void;
};

/** Throws when the text is not well-formed XML, with the parser's words. */
export function safeSvg(text: string): SafeSvg {
  const builder = create(text);
  const document = builder.node as unknown as Node;
  const removed = new Set<string>();
  clean(document, removed);
  const root = [...Array.from(document.childNodes)].find((node) => node.nodeType === 1);
  if (!root || root.localName !== 'svg' || root.namespaceURI !== svgSpace) {
    throw new Error('its outer element is not <svg xmlns="http://www.w3.org/2000/svg">');
  }
  const svg = builder.end({ headless: true });
  return { svg, removed: [...removed] };
}

function clean(parent: Node, removed: Set<string>) {
  for (const node of Array.from(parent.childNodes)) {
    const kept = keep(node, removed);
    if (!kept) parent.removeChild(node);
    else if (node.nodeType === 1) {
      cleanAttributes(node, removed);
      clean(node, removed);
    }
  }
}

function keep(node: Node, removed: Set<string>): boolean {
  // Processing instructions (xml-stylesheet) and a DOCTYPE (entities) go; text stays.
  if (node.nodeType === 7) removed.add(`<?${node.nodeName}?>`);
  if (node.nodeType !== 1) return [3, 4, 8].includes(node.nodeType);
  const name = node.localName ?? node.nodeName;
  if (node.namespaceURI !== svgSpace) {
    // Inkscape's and Sodipodi's own elements are data for the editor; anything else is named.
    if (!/inkscape|sodipodi/.test(node.namespaceURI ?? '')) removed.add(`<${node.nodeName}>`);
    return false;
  }
  if (editorData.has(name)) return false;
  if (!drawing.has(name)) {
    removed.add(`<${name}>`);
    return false;
  }
  if (name === 'style' && fetchingCss.test(node.textContent ?? '')) {
    removed.add('a <style> that fetches (@import or url())');
    return false;
  }
  return true;
}

function cleanAttributes(element: Node, removed: Set<string>) {
  for (const attribute of Array.from(element.attributes ?? [])) {
    const { name, localName, namespaceURI: space, value } = attribute;
    const problem = attributeProblem(element.localName!, localName, space, value);
    if (problem === undefined) continue;
    element.removeAttributeNS!(space, localName);
    if (problem) removed.add(`the ${name} attribute (${problem})`);
  }
}

// undefined keeps it; '' drops it without a word (an editor's own data).
function attributeProblem(
  element: string,
  name: string,
  space: string | null,
  value: string,
): string | undefined {
  if (space && xmlSpaces.includes(space)) return undefined;
  if (space && space !== xlinkSpace) return '';
  if (/^on/i.test(name)) return 'a script';
  if (name === 'href' || name === 'src') {
    if (value.trim().startsWith('#')) return undefined;
    if (element === 'image' && ownPicture.test(value.trim())) return undefined;
    return 'a link or file outside the picture';
  }
  if (space === xlinkSpace) return undefined;
  if (/javascript:/i.test(value)) return 'a script';
  if (fetchingCss.test(value)) return 'it fetches from outside the picture';
  return undefined;
}
