// The quote viewer's quotations, each as first published, with its source for checking; and the
// picture behind them (in lib/content/pictures/, any size).
import type { Quote } from '../schema/content';

export const quotes: readonly Quote[] = [
  {
    text: 'The best way to predict the future is to invent it.',
    author: 'Alan Kay',
    source: 'Xerox PARC meeting, 1971',
  },
  {
    text: 'Simplicity is prerequisite for reliability.',
    author: 'Edsger W. Dijkstra',
    source: 'EWD498, 1975',
  },
  {
    text: 'Premature optimization is the root of all evil.',
    author: 'Donald Knuth',
    source: 'Structured Programming with go to Statements, 1974',
  },
  {
    text: 'Programs must be written for people to read, and only incidentally for machines to execute.',
    author: 'Harold Abelson and Gerald Jay Sussman',
    source: 'Structure and Interpretation of Computer Programs, 1985',
  },
  {
    text: 'Talk is cheap. Show me the code.',
    author: 'Linus Torvalds',
    source: 'linux-kernel mailing list, 2000',
  },
  {
    text: 'Any fool can write code that a computer can understand. Good programmers write code that humans can understand.',
    author: 'Martin Fowler',
    source: 'Refactoring, 1999',
  },
  {
    text: 'There are only two hard things in Computer Science: cache invalidation and naming things.',
    author: 'Phil Karlton',
    source: 'as quoted by Tim Bray',
  },
  {
    text: 'Everyone knows that debugging is twice as hard as writing a program in the first place. So if you’re as clever as you can be when you write it, how will you ever debug it?',
    author: 'Brian W. Kernighan and P. J. Plauger',
    source: 'The Elements of Programming Style, 1974',
  },
  {
    text: 'Adding manpower to a late software project makes it later.',
    author: 'Fred Brooks',
    source: 'The Mythical Man-Month, 1975',
  },
  {
    text: 'The purpose of computing is insight, not numbers.',
    author: 'Richard Hamming',
    source: 'Numerical Methods for Scientists and Engineers, 1962',
  },
  {
    text: 'We can only see a short distance ahead, but we can see plenty there that needs to be done.',
    author: 'Alan Turing',
    source: 'Computing Machinery and Intelligence, 1950',
  },
  {
    text: 'Beware of bugs in the above code; I have only proved it correct, not tried it.',
    author: 'Donald Knuth',
    source: 'Notes on the van Emde Boas construction of priority deques, 1977',
  },
];

/** Shown behind the quote: SVG as it is, or a photo at any size (resized at build). */
export const quoteBackground = '/quotes/background.svg';
