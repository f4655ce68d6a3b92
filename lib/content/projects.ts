// Your projects, in the order the home page shows them. Card images live in public/projects/.
import { demos } from './demos';
import { owner } from './owner';
import type { Project } from './types';

const models = owner.profiles.modelHub.url;
const repos = owner.profiles.codeHost.url;

export const projects: readonly Project[] = [
  {
    title: 'Lunar Lander PPO Agent',
    image: '/projects/lunar-lander.png',
    imageAlt: 'A lunar module firing its thrusters above a landing pad marked by two flags.',
    target: `${models}/ppo-LunarLander-v2`,
  },
  {
    title: demos.clock.title,
    image: '/projects/clock.svg',
    imageAlt: 'A round clock face beside the digits 25:00.',
    target: demos.clock.path,
  },
  {
    title: 'Space Invaders DQN Agent',
    image: '/projects/space-invaders.svg',
    imageAlt: 'Rows of pixel-art invaders above a cannon firing upward.',
    target: `${models}/dqn-SpaceInvadersNoFrameskip-v4`,
  },
  {
    title: demos.markdown.title,
    image: '/projects/markdown.svg',
    imageAlt: 'Markdown text on the left and the same text formatted as a document on the right.',
    target: demos.markdown.path,
  },
  {
    title: 'Legal Assistant',
    image: '/projects/legal-assistant.svg',
    imageAlt: 'Balance scales beside a chat bubble with a question mark.',
    target: `${repos}/legal-assistant`,
  },
  {
    title: demos.calculator.title,
    image: '/projects/calculator.svg',
    imageAlt: 'A calculator with a display and a grid of round keys.',
    target: demos.calculator.path,
  },
  {
    title: 'Privacy Policy Explainer',
    image: '/projects/privacy-policy-explainer.svg',
    imageAlt: 'A browser window with a shield over highlighted lines of a privacy policy.',
    target: `${repos}/privacy-policy-explainer`,
  },
  {
    title: demos.quotes.title,
    image: '/projects/quotes.svg',
    imageAlt: 'A large quotation mark inside a speech bubble.',
    target: demos.quotes.path,
  },
  {
    title: 'Java Digit Classifier',
    image: '/projects/digit-classifier.svg',
    imageAlt: 'A handwritten 7 on a pixel grid next to a bar chart with the bar for 7 highest.',
    target: `${repos}/java-digit-classifier`,
  },
  {
    title: 'Pathfinding Visualizer',
    image: '/projects/pathfinding-visualizer.svg',
    imageAlt: 'A grid with walls and a highlighted path winding from a start square to a goal.',
    target: `${repos}/pathfinding-visualizer`,
  },
  {
    title: 'Reinforcement Learning Visualizer',
    image: '/projects/rl-visualizer.svg',
    imageAlt: 'A grid world with arrows in every cell pointing the agent toward a goal star.',
    target: `${repos}/rl-visualizer`,
  },
  {
    title: 'Checkers Minimax',
    image: '/projects/checkers-minimax.svg',
    imageAlt: 'A checkers board with red and dark pieces beside a small branching game tree.',
    target: `${repos}/checkers-minimax`,
  },
  {
    title: 'Contribution Graph Art',
    image: '/projects/contribution-art.svg',
    imageAlt: 'A contribution graph whose green squares draw a heart.',
    target: `${repos}/contribution-graph-art`,
  },
];
