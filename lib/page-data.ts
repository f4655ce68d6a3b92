// Next's page data (self.__next_f) in an exported page carries again the CSS its <style> already
// holds, the CSS of boundaries that never show there (the root not-found page's), the text of its
// inline scripts, and undefined props as "$undefined". This drops them before the security policy
// hashes the scripts: React finds each emptied style by its href among the page's <style>s, would
// load a boundary's as a stylesheet link (as Next sends it on navigation), and never writes a
// hydrated script's text, nor runs one it inserts.
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

function edits(data: string, inlined: Set<string>): Edit[] {
  const all = rows(data);
  const list: Edit[] = [];
  // Text rows to empty: inlined styles' and scripts' text, when sent apart.
  const emptied = new Set<string>();
  for (const row of all.filter((each) => !each.text)) {
    const model = data.slice(row.start, row.end);
    const trimmed = withoutUndefined(
      model
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

/** The page with its page data trimmed, and how many characters of the HTML that saved. */
export function trimPageData(html: string): { html: string; saved: number } {
  const inlined = new Set(
    [...html.matchAll(/<style[^>]*\sdata-href="([^"]*)"/g)].flatMap(([, hrefs]) =>
      hrefs!.split(' '),
    ),
  );
  const scripts = [...html.matchAll(push)];
  const pieces = scripts.map((script) => JSON.parse(script[1]!) as string);
  const data = pieces.join('');
  const changes = edits(data, inlined);
  if (changes.length === 0) return { html, saved: 0 };
  // Each script keeps its share of the data, moved by what was cut before its start.
  const moved = (at: number) => {
    let shift = 0;
    for (const edit of changes) {
      if (edit.start >= at) break;
      if (edit.end > at) return edit.start + shift + edit.with.length;
      shift += edit.with.length - (edit.end - edit.start);
    }
    return at + shift;
  };
  let trimmed = '';
  let last = 0;
  for (const edit of changes) {
    trimmed += data.slice(last, edit.start) + edit.with;
    last = edit.end;
  }
  trimmed += data.slice(last);
  let offset = 0;
  let index = 0;
  const out = html.replace(push, () => {
    const piece = pieces[index]!;
    const from = moved(offset);
    offset += piece.length;
    index += 1;
    const to = index === pieces.length ? trimmed.length : moved(offset);
    return `<script>self.__next_f.push([1,${htmlSafe(JSON.stringify(trimmed.slice(from, to)))}])</script>`;
  });
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
