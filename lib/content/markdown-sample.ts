import { assetPath } from '../urls.mjs';

/** The editor's first document: one of each thing the previewer renders. */
export const markdownSample = `# Markdown previewer

## Type on the left, read on the right

This preview follows [GitHub-flavoured markdown](https://github.github.com/gfm/), with **bold**, _italic_, ~~strikethrough~~ and \`inline code\`.
A single line break stays a line break.

\`\`\`js
function greet(name) {
  return \`Hello, \${name}!\`;
}
\`\`\`

- Lists, with
  - nested items
- [x] and task lists

1. Numbered
2. lists too

> Programs must be written for people to read, and only incidentally for machines to execute.

| Feature | Works |
| --- | :---: |
| Tables | yes |
| Autolinks like https://example.org | yes |

![The site's round logo](${assetPath('/logo.svg')})
`;
