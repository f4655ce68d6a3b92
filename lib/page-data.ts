// Next's page data (self.__next_f) in an exported page carries again the CSS its <style> already
// holds, the CSS of boundaries that never show there, the text of its inline scripts, undefined
// props as "$undefined", and the root not-found page's whole tree, which a static site never shows
// in place (a missing page's data is a 404, and Next then loads 404.html). This drops them before
// the security policy hashes the scripts, and sends the data in one script, so one hash: React
// finds each emptied style by its href among the page's <style>s, would load a boundary's as a
// stylesheet link (as Next sends it on navigation), and never writes a hydrated script's text.
const push = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
// A style element, its props all plain values (its CSS may be among them).
const styleElement =
  /\["\$","style",(null|"[^"\\]*"),(\{(?:"[^"\\]*":(?:"(?:[^"\\]|\\.)*"|null|true|false|-?[\d.]+),?)*\})\]/g;
const stylesheet = /^\/(?:\S+\/)?_next\/static\/\S+\.css$/;

type StyleProps = { href?: string; precedence?: string; children?: unknown };

/** The element as the page data should have it: see the top of this file. */
function styleAsNeeded(element: string, key: string, props: StyleProps, inlined: Set<string>) {
  const { href, precedence, children } = props;
  if (!href || typeof children !== 'string') return { element };
  const ref = /^\$([0-9a-f]+)$/.exec(children)?.[1];
  if (inlined.has(href)) {
    const emptied = { ...props, children: ref ? children : '' };
    return { element: `["$","style",${key},${JSON.stringify(emptied)}]`, ref };
  }
  if (!stylesheet.test(href)) return { element };
  return {
    element: `["$","link",${key},${JSON.stringify({ rel: 'stylesheet', href, precedence })}]`,
    ref,
  };
}
// A script element's text: its props' plain string members, then dangerouslySetInnerHTML.
const scriptText =
  /\["\$","script",(?:null|"[^"\\]*"),\{(?:"[^"\\]*":"[^"\\]*",)*"dangerouslySetInnerHTML":\{"__html":("(?:[^"\\]|\\.)*")\}/g;

type Row = { id: string; start: number; end: number; text?: { start: number } };
type Edit = { start: number; end: number; with: string };

// As Next writes them into HTML (htmlEscapeJsonString).
const htmlSafe = (json: string) =>
  json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The rows of the flight: `id:T<hex byte length>,text` or `id:<model>\n`. */
function rows(data: string): Row[] {
  const list: Row[] = [];
  let at = 0;
  while (at < data.length) {
    const head = /^([0-9a-f]*):/.exec(data.slice(at, at + 16));
    if (!head) throw new Error(`unreadable page data at character ${at}`);
    const body = at + head[0].length;
    if (data[body] === 'T') {
      const comma = data.indexOf(',', body);
      let bytes = parseInt(data.slice(body + 1, comma), 16);
      let end = comma + 1;
      // The length counts UTF-8 bytes.
      while (bytes > 0 && end < data.length) {
        const code = data.codePointAt(end)!;
        bytes -= code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
        end += code >= 0x10000 ? 2 : 1;
      }
      list.push({ id: head[1]!, start: at, end, text: { start: comma + 1 } });
      at = end;
    } else {
      const newline = data.indexOf('\n', body);
      const end = newline < 0 ? data.length : newline + 1;
      list.push({ id: head[1]!, start: at, end });
      at = end;
    }
  }
  return list;
}

// Inside a JSON string every quote is escaped, so `,"` or `{"` only starts a member.
const withoutUndefined = (model: string) =>
  model
    .replace(/,"[^"\\]*":"\$undefined"(?=[,}])/g, '')
    .replace(/\{"[^"\\]*":"\$undefined",/g, '{')
    .replace(/\{"[^"\\]*":"\$undefined"\}/g, '{}');

// The root layout's boundary: `"notFound":` then the tree, in a layout router's props.
function withoutNotFound(model: string): string {
  if (!model.includes('"notFound":')) return model;
  const colon = model.indexOf(':');
  const newline = model.endsWith('\n') ? '\n' : '';
  const value = JSON.parse(model.slice(colon + 1, model.length - newline.length)) as unknown;
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (!Array.isArray(node) && 'parallelRouterKey' in node && 'notFound' in node) {
      delete (node as { notFound?: unknown }).notFound;
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(value);
  return `${model.slice(0, colon + 1)}${JSON.stringify(value)}${newline}`;
}

// Rows a model row refers to: "$<id>", "$L<id>", "$@<id>", "$Q<id>" and the like, or a path in one.
const references = (model: string) =>
  [...model.matchAll(/"\$[A-Z@]?([0-9a-f]+)[":]/g)].map(([, id]) => id!);

function reachable(data: string): Set<string> {
  const all = rows(data);
  const models = new Map(all.filter((row) => !row.text).map((row) => [row.id, row]));
  const seen = new Set<string>();
  // From the root; hints (`:HL`, no id) refer to no row and are always kept.
  const waiting = ['0'];
  while (waiting.length > 0) {
    const id = waiting.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const row = models.get(id);
    if (row) waiting.push(...references(data.slice(row.start, row.end)));
  }
  return seen;
}

function edits(data: string, inlined: Set<string>, keepNotFound: boolean): Edit[] {
  const all = rows(data);
  const list: Edit[] = [];
  // Text rows to empty: inlined styles' and scripts' text, when sent apart.
  const emptied = new Set<string>();
  for (const row of all.filter((each) => !each.text)) {
    const model = data.slice(row.start, row.end);
    const trimmed = withoutUndefined(
      (keepNotFound ? model : withoutNotFound(model))
        .replace(styleElement, (element, key: string, json: string) => {
          const found = styleAsNeeded(element, key, JSON.parse(json) as StyleProps, inlined);
          if (found.ref) emptied.add(found.ref);
          return found.element;
        })
        .replace(scriptText, (element, text: string) => {
          const ref = /^"\$([0-9a-f]+)"$/.exec(text);
          if (ref) emptied.add(ref[1]!);
          return `${element.slice(0, -text.length - 1)}""}`;
        }),
    );
    if (trimmed !== model) list.push({ start: row.start, end: row.end, with: trimmed });
  }
  for (const row of all) {
    if (row.text && emptied.has(row.id)) {
      list.push({ start: row.start, end: row.end, with: `${row.id}:T0,` });
    }
  }
  return list.sort((a, b) => a.start - b.start);
}

const applied = (data: string, changes: Edit[]) => {
  let result = '';
  let last = 0;
  for (const edit of changes) {
    result += data.slice(last, edit.start) + edit.with;
    last = edit.end;
  }
  return result + data.slice(last);
};

// Next's first script, which the data's script joins when it follows it directly.
const start = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';

/** The page with its page data trimmed and in one script, and how many characters that saved. */
export function trimPageData(html: string): { html: string; saved: number } {
  const inlined = new Set(
    [...html.matchAll(/<style[^>]*\sdata-href="([^"]*)"/g)].flatMap(([, hrefs]) =>
      hrefs!.split(' '),
    ),
  );
  const scripts = [...html.matchAll(push)];
  const data = scripts.map((script) => JSON.parse(script[1]!) as string).join('');
  // The not-found page itself (404.html) is the boundary's content.
  const keepNotFound = data.includes('"c":["","_not-found"');
  const changes = edits(data, inlined, keepNotFound);
  if (changes.length === 0 && scripts.length < 2) return { html, saved: 0 };
  let trimmed = applied(data, changes);
  // Rows that only the cut parts referred to go with them.
  const before = reachable(data);
  const after = reachable(trimmed);
  const orphans = rows(trimmed).filter((row) => before.has(row.id) && !after.has(row.id));
  trimmed = applied(
    trimmed,
    orphans.map((row) => ({ start: row.start, end: row.end, with: '' })),
  );
  const code = `self.__next_f.push([1,${htmlSafe(JSON.stringify(trimmed))}])`;
  const first = scripts[0]!.index!;
  const last = scripts.at(-1)!;
  const together = scripts.every(
    (script, i) => i === 0 || script.index === scripts[i - 1]!.index! + scripts[i - 1]![0].length,
  );
  let out: string;
  if (together && html.slice(first - start.length, first) === start) {
    out = `${html.slice(0, first - start.length)}<script>${start.slice(8, -9)};${code}</script>${html.slice(last.index! + last[0].length)}`;
  } else {
    // Where the last piece was, when the HTML's own markup comes between them.
    let index = 0;
    out = html.replace(push, () => (++index === scripts.length ? `<script>${code}</script>` : ''));
  }
  return { html: out, saved: html.length - out.length };
}

/** Re-encodes the page data unchanged, as a check that nothing else would change. */
export function reencodePageData(html: string): string {
  return html.replace(
    push,
    (_, json: string) =>
      `<script>self.__next_f.push([1,${htmlSafe(JSON.stringify(JSON.parse(json)))}])</script>`,
  );
}
