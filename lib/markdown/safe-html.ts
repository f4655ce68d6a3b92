// GitHub's safe HTML. Raw HTML in a document (<kbd>, <sup>, <details>, ...) renders when GitHub's
// sanitizer would let it through: hast-util-sanitize's default schema follows GitHub's, and it
// runs on every rendering, the preview's own elements included, so nothing else gets through.
import rehypeSanitize, { defaultSchema, type Options } from 'rehype-sanitize';
import { idPrefix } from './heading-ids';

const allowed = defaultSchema.attributes ?? {};

/** Attributes GitHub allows that would let a document change the page's focus order or keys. */
const keyboardAttributes = new Set(['tabIndex', 'accessKey']);

/**
 * GitHub's schema, plus the classes of GitHub's alerts (lib/markdown/alerts.ts makes them before
 * sanitizing; GitHub adds them after). Like GitHub's, it prefixes every id and name with
 * "user-content-", so a document can never take an id the page uses itself (#editor, #preview).
 * Unlike GitHub's page, ours has its own controls, so tabindex and accesskey are left out.
 */
export const safeHtmlSchema: Options = {
  ...defaultSchema,
  clobberPrefix: idPrefix,
  attributes: {
    ...allowed,
    '*': (allowed['*'] ?? []).filter(
      (attribute) => typeof attribute !== 'string' || !keyboardAttributes.has(attribute),
    ),
    div: [
      ...(allowed.div ?? []),
      ['className', 'markdown-alert', /^markdown-alert-(note|tip|important|warning|caution)$/],
    ],
    p: [...(allowed.p ?? []), ['className', 'markdown-alert-title']],
  },
};

/** The rehype step that keeps only GitHub's safe HTML. */
export const rehypeSafeHtml: [typeof rehypeSanitize, Options] = [rehypeSanitize, safeHtmlSchema];

/**
 * Whether the text may hold raw HTML: a tag, a closing tag, a comment, a declaration or a
 * processing instruction, as CommonMark recognises them. It errs towards yes (code spans and
 * escapes are not told apart); an autolink (<https://...>) is not HTML.
 */
export function mayHoldHtml(text: string): boolean {
  return /<(?:[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)|\/[A-Za-z]|[!?])/.test(text);
}
