// The demos the site has code for, by the folder of their route in app/; lib/content/demos.ts says
// which of them the owner shows.
import { demos } from '../content/demos';
import type { Project } from './schemas';

export const demoRoutes = {
  clock: '/clock',
  markdown: '/markdown',
  calculator: '/calculator',
  quotes: '/quotes',
} as const;

export type DemoName = keyof typeof demoRoutes;

type DemoCard = Pick<Project, 'image' | 'imageAlt' | 'tags'>;

/** A demo's card for projects.ts: its title, description and target from demos.ts; none without. */
export function demoCard(name: DemoName, card: DemoCard): Project[] {
  const demo = demos[name];
  return demo
    ? [{ title: demo.title, target: demo.path, description: demo.description, ...card }]
    : [];
}
