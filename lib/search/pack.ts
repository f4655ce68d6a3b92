// Runs of id gaps and counts gzip far smaller than MiniSearch's objects keyed by id.
import type { AsPlainObject } from 'minisearch';

type TermEntry = AsPlainObject['index'][number];

/** [term, fieldId, documents, gap, count, gap, count, ..., fieldId, documents, ...] */
type PackedTerm = [string, ...number[]];

export type PackedIndex = Omit<AsPlainObject, 'index'> & { index: PackedTerm[] };

function packTerm([term, fields]: TermEntry): PackedTerm {
  const packed: PackedTerm = [term];
  for (const [fieldId, counts] of Object.entries(fields)) {
    const ids = Object.keys(counts)
      .map(Number)
      .sort((a, b) => a - b);
    packed.push(Number(fieldId), ids.length);
    let previous = 0;
    for (const id of ids) {
      packed.push(id - previous, counts[id]!);
      previous = id;
    }
  }
  return packed;
}

function unpackTerm([term, ...numbers]: PackedTerm): TermEntry {
  const fields: TermEntry[1] = {};
  let at = 0;
  while (at < numbers.length) {
    const fieldId = numbers[at++]!;
    const counts: Record<string, number> = {};
    let id = 0;
    for (let left = numbers[at++]!; left > 0; left -= 1) {
      id += numbers[at++]!;
      counts[id] = numbers[at++]!;
    }
    fields[fieldId] = counts;
  }
  return [term, fields];
}

export const packIndex = (index: AsPlainObject): PackedIndex => ({
  ...index,
  index: index.index.map(packTerm),
});

export const unpackIndex = (packed: PackedIndex): AsPlainObject => ({
  ...packed,
  index: packed.index.map(unpackTerm),
});
