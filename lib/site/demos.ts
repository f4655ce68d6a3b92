import type { DemoName } from '../schema/content';

export type { DemoName };

export const demoRoutes: Readonly<Record<DemoName, string>> = {
  clock: '/clock',
  markdown: '/markdown',
  calculator: '/calculator',
  quotes: '/quotes',
};
