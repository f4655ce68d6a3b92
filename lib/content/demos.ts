// The demo apps that run inside the site, keyed by their route: the titles and descriptions shown
// on their cards and pages. Change the words (the paths are fixed by the folders in app/); remove
// a demo to remove its page, card, navigation entry and search entry.
import type { Demo, DemoName } from '../schema/content';

export const demos: Partial<Record<DemoName, Demo>> = {
  clock: {
    path: '/clock',
    title: '25 + 5 Clock',
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
};
