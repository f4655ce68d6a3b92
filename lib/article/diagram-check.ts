// A diagram beautiful-mermaid cannot draw (a pie, a Gantt chart) is shown as its code: a note.
import { walk } from './walk';
import { diagramMarkup } from './mermaid';
import { articleTree } from './tree';

type Document = { file: string; body: string; bodyLine: number };

export function diagramNotes(documents: readonly Document[]): string[] {
  return documents.flatMap(({ file, body, bodyLine }) => {
    const notes: string[] = [];
    // Only a text that names the language can hold a diagram: no other is parsed.
    if (!body.includes('mermaid')) return notes;
    walk(articleTree(body), (node) => {
      if (node.type !== 'code' || node.lang !== 'mermaid') return;
      const drawn = diagramMarkup(node.value, '');
      if (!('problem' in drawn)) return;
      const line = bodyLine + (node.position?.start.line ?? 1) - 1;
      notes.push(
        `${file}:${line}: this mermaid diagram shows as its code: the site draws flowcharts, state, sequence, class and ER diagrams only (${drawn.problem})`,
      );
    });
    return notes;
  });
}
