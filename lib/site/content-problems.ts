import 'server-only';
import { readdirSync } from 'node:fs';
import { checkContent } from './check';
import { checkedThisBuild } from './check-report';

const developing = process.env.NODE_ENV === 'development';

let built: ReturnType<typeof checkContent> | undefined;

const contentFixMessage = (problems: readonly string[]) =>
  `Your content needs a fix:\n- ${problems.join('\n- ')}`;

/** `next build` stops with the list of fixes; `next dev` shows it, checking on every request. */
export async function contentProblems(): Promise<string[]> {
  // `npm run build` checked the same files before Next.js started.
  if (checkedThisBuild() && !developing) return [];
  const { problems } = await (developing ? checkContent() : (built ??= checkContent()));
  if (problems.length > 0 && !developing) throw new Error(contentFixMessage(problems));
  if (problems.length > 0) console.error(contentFixMessage(problems));
  return problems;
}

/** In `next dev`, a page for every file too, so a refused file shows the list of fixes. */
export function withFilesInDev(params: { slug: string }[], folder: string) {
  if (!developing) return params;
  const known = new Set(params.map(({ slug }) => slug));
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.md'));
  } catch {}
  const more = files.map((file) => file.slice(0, -3)).filter((slug) => !known.has(slug));
  return [...params, ...more.map((slug) => ({ slug }))];
}
