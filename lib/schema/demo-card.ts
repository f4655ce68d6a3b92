import type { Demo, Project } from './content';

/** A demo's card for projects.ts: its title, description and target from demos.ts; none without. */
export function demoCard(
  demo: Demo | undefined,
  card: Pick<Project, 'image' | 'imageAlt' | 'tags'>,
): Project[] {
  return demo
    ? [{ title: demo.title, target: demo.path, description: demo.description, ...card }]
    : [];
}
