// Your projects, in the order the home page shows them. Card images live in lib/content/pictures/projects/.
// Targets are written out in full: a card leads where you say, whatever your profiles are.
// Descriptions (at most 160 characters) and tags are optional; the tags become the home page's filter.
import { demoCard } from '../schema/demo-card';
import type { Project } from '../schema/content';
import { demos } from './demos';

export const projects: readonly Project[] = [
  {
    title: 'Lunar Lander PPO Agent',
    slug: 'lunar-lander',
    image: '/projects/lunar-lander.png',
    imageAlt: 'A lunar module firing its thrusters above a landing pad marked by two flags.',
    target: 'https://huggingface.co/your-hf-username/ppo-LunarLander-v2',
    description:
      'A PPO agent trained to land a lunar module softly between the flags in Gymnasium’s LunarLander environment.',
    tags: ['reinforcement learning', 'Python'],
  },
  ...demoCard(demos.clock, {
    image: '/projects/clock.svg',
    imageAlt: 'A round clock face beside the digits 25:00.',
    tags: ['demo', 'React'],
  }),
  {
    title: 'Space Invaders DQN Agent',
    image: '/projects/space-invaders.svg',
    imageAlt: 'Rows of pixel-art invaders above a cannon firing upward.',
    target: 'https://huggingface.co/your-hf-username/dqn-SpaceInvadersNoFrameskip-v4',
    description:
      'A deep Q-network that learned to play Atari Space Invaders from the screen’s pixels alone.',
    tags: ['reinforcement learning', 'Python'],
  },
  ...demoCard(demos.markdown, {
    image: '/projects/markdown.svg',
    imageAlt: 'Markdown text on the left and the same text formatted as a document on the right.',
    tags: ['demo', 'React'],
  }),
  {
    title: 'Legal Assistant',
    image: '/projects/legal-assistant.svg',
    imageAlt: 'Balance scales beside a chat bubble with a question mark.',
    target: 'https://github.com/your-github-username/legal-assistant',
    description:
      'A chat assistant that answers everyday legal questions in plain language and shows the sources it used.',
    tags: ['machine learning', 'language models', 'Python'],
  },
  ...demoCard(demos.calculator, {
    image: '/projects/calculator.svg',
    imageAlt: 'A calculator with a display and a grid of round keys.',
    tags: ['demo', 'React'],
  }),
  {
    title: 'Privacy Policy Explainer',
    image: '/projects/privacy-policy-explainer.svg',
    imageAlt: 'A browser window with a shield over highlighted lines of a privacy policy.',
    target: 'https://github.com/your-github-username/privacy-policy-explainer',
    description:
      'A browser extension that sums up the privacy policy of the site you are on in a few plain sentences.',
    tags: ['browser extension', 'machine learning', 'language models', 'JavaScript'],
  },
  ...demoCard(demos.quotes, {
    image: '/projects/quotes.svg',
    imageAlt: 'A large quotation mark inside a speech bubble.',
    tags: ['demo', 'React'],
  }),
  {
    title: 'Java Digit Classifier',
    image: '/projects/digit-classifier.svg',
    imageAlt: 'A handwritten 7 on a pixel grid next to a bar chart with the bar for 7 highest.',
    target: 'https://github.com/your-github-username/java-digit-classifier',
    description:
      'A neural network written from scratch in Java that recognises handwritten digits from the MNIST set.',
    tags: ['Java', 'machine learning'],
  },
  {
    title: 'Pathfinding Visualizer',
    image: '/projects/pathfinding-visualizer.svg',
    imageAlt: 'A grid with walls and a highlighted path winding from a start square to a goal.',
    target: 'https://github.com/your-github-username/pathfinding-visualizer',
    description:
      'Watch Dijkstra, A* and breadth-first search find their way around the walls you draw on a grid.',
    tags: ['algorithms', 'visualization', 'JavaScript'],
  },
  {
    title: 'Reinforcement Learning Visualizer',
    image: '/projects/rl-visualizer.svg',
    imageAlt: 'A grid world with arrows in every cell pointing the agent toward a goal star.',
    target: 'https://github.com/your-github-username/rl-visualizer',
    description:
      'An agent learning a grid world step by step, with its values, policy arrows and rewards drawn as they change.',
    tags: ['reinforcement learning', 'visualization', 'JavaScript'],
  },
  {
    title: 'Checkers Minimax',
    image: '/projects/checkers-minimax.svg',
    imageAlt: 'A checkers board with red and dark pieces beside a small branching game tree.',
    target: 'https://github.com/your-github-username/checkers-minimax',
    description:
      'A checkers opponent that looks several moves ahead with minimax search and alpha-beta pruning.',
    tags: ['algorithms', 'Python'],
  },
  {
    title: 'Contribution Graph Art',
    image: '/projects/contribution-art.svg',
    imageAlt: 'A contribution graph whose green squares draw a heart.',
    target: 'https://github.com/your-github-username/contribution-graph-art',
    description:
      'A GitHub Action that draws pictures and words into your contribution graph with scheduled commits.',
    tags: ['GitHub Actions', 'JavaScript'],
  },
];
