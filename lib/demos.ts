// The four demo apps that run inside the site: their routes, names and descriptions, shared by the
// home page cards and each demo's own page.

export interface Demo {
  path: string;
  title: string;
  description: string;
}

export const demos = {
  clock: {
    path: '/clock',
    title: 'Session Timer',
    description: 'A 25 + 5 session timer with adjustable session and break lengths and a beep.',
  },
  markdown: {
    path: '/markdown',
    title: 'Markdown Previewer',
    description: 'A markdown editor with a live, GitHub-flavoured preview.',
  },
  calculator: {
    path: '/calculator',
    title: 'Calculator',
    description: 'A keypad calculator with exact decimal results and keyboard support.',
  },
  quotes: {
    path: '/quotes',
    title: 'Random Quotes',
    description: 'A random quote viewer that lets you tweet the quote you like.',
  },
} as const satisfies Record<string, Demo>;
