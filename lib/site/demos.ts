import { demos } from '../content/demos';
import type { DemoName, Project } from './schemas';

export type { DemoName };

export const demoRoutes: Readonly<Record<DemoName, string>> = {
  clock: '/clock',
  markdown: '/markdown',
  calculator: '/calculator',
  quotes: '/quotes',
};

/** A demo's card for projects.ts: its title, description and target from demos.ts; none without. */
export function demoCard(
  name: DemoName,
  card: Pick<Project, 'image' | 'imageAlt' | 'tags'>,
): Project[] {
  const demo = demos[name];
  return demo
    ? [{ title: demo.title, target: demo.path, description: demo.description, ...card }]
    : [];
}
