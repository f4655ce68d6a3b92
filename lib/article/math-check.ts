// Wrong TeX stops the build with its file and line, instead of showing as code on the page.
import { walk } from './walk';
import { mathMarkup } from './math';
import { articleTree } from './tree';
import { mayHoldMath } from './math-syntax';

type Document = { file: string; body: string; bodyLine: number };

const shown = (tex: string) => (tex.length > 40 ? `${tex.slice(0, 39)}…` : tex);

export function mathProblems(documents: readonly Document[]): string[] {
  return documents.flatMap(({ file, body, bodyLine }) => {
    const problems: string[] = [];
    if (!mayHoldMath(body)) return problems;
    walk(articleTree(body), (node) => {
      const display = node.type === 'math' || (node.type === 'code' && node.lang === 'math');
      if (node.type !== 'inlineMath' && !display) return;
      const drawn = mathMarkup({ tex: node.value, display });
      if (!('problem' in drawn)) return;
      const line = bodyLine + (node.position?.start.line ?? 1) - 1;
      problems.push(
        `${file}:${line}: the formula ${JSON.stringify(shown(node.value))} is not TeX this site can draw (${drawn.problem}): correct it`,
      );
    });
    return problems;
  });
}

/** A `$$` block never closed reads the rest of the document as one formula, as a code fence does. */
export function unclosedMathNotes(documents: readonly Document[]): string[] {
  return documents.flatMap(({ file, body, bodyLine }) => {
    const notes: string[] = [];
    if (!body.includes('$$')) return notes;
    walk(articleTree(body), (node) => {
      if (node.type !== 'math' || !node.position) return;
      const source = body.slice(node.position.start.offset, node.position.end.offset).trimEnd();
      if (source.endsWith('$$') && source.indexOf('$$') < source.length - 2) return;
      notes.push(
        `${file}:${bodyLine + node.position.start.line - 1}: the formula opened by $$ here is never closed, so the rest of the text is one formula: end it with a line of $$`,
      );
    });
    return notes;
  });
}
