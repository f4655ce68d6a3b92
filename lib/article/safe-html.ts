// hast-util-sanitize's default schema follows GitHub's; it runs on every rendering.
import rehypeSanitize, { defaultSchema, type Options } from 'rehype-sanitize';
import { idPrefix } from './heading-ids';

const allowed = defaultSchema.attributes ?? {};

// A document must not change the page's focus order or keys.
const keyboardAttributes = new Set(['tabIndex', 'accessKey']);

// Plus the alert classes, which alerts.ts adds before sanitizing.
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

export const rehypeSafeHtml: [typeof rehypeSanitize, Options] = [rehypeSanitize, safeHtmlSchema];

export const articleHtmlSchema: Options = {
  ...safeHtmlSchema,
  tagNames: [...(safeHtmlSchema.tagNames ?? []), 'figure', 'figcaption'],
};

export const articleSafeHtml: [typeof rehypeSanitize, Options] = [
  rehypeSanitize,
  articleHtmlSchema,
];

// CommonMark's raw HTML; it errs towards yes (code spans are not told apart).
export function mayHoldHtml(text: string): boolean {
  return /<(?:[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)|\/[A-Za-z]|[!?])/.test(text);
}
