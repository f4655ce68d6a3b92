/** @jest-environment node */
// resume.fr.json holds only what differs from resume.json, laid over it path by path.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergedByPath } from '@/lib/schema/json-paths';
import { resume } from '@/lib/site/resume';

describe('a translation laid over the résumé', () => {
  it('replaces what it gives, keeps the rest, and matches list entries by position', () => {
    const base = {
      basics: { name: 'Ada', label: 'Engineer', profiles: [{ network: 'GitHub', url: 'u' }] },
      work: [
        { name: 'A', position: 'Lead', highlights: ['One', 'Two'] },
        { name: 'B', position: 'Dev' },
      ],
    };
    const over = {
      basics: { label: 'Ingénieure' },
      work: [{ highlights: ['Un'] }, { position: 'Développeuse' }],
    };
    expect(mergedByPath(base, over)).toEqual({
      basics: { name: 'Ada', label: 'Ingénieure', profiles: [{ network: 'GitHub', url: 'u' }] },
      work: [
        { name: 'A', position: 'Lead', highlights: ['Un', 'Two'] },
        { name: 'B', position: 'Développeuse' },
      ],
    });
  });
});

describe("a language's résumé", () => {
  const rootWith = (text?: string) => {
    const root = mkdtempSync(join(tmpdir(), 'resume-'));
    mkdirSync(join(root, 'lib/content'), { recursive: true });
    if (text !== undefined) writeFileSync(join(root, 'lib/content/resume.fr.json'), text);
    return root;
  };
  const load = async () => (await import('@/lib/site/resume')).translatedResume;

  it('is resume.json with the translation over it', async () => {
    const translatedResume = await load();
    const read = translatedResume(
      'fr',
      rootWith(JSON.stringify({ basics: { summary: 'Bonjour.' } })),
    );
    expect(read.problems).toEqual([]);
    expect(read.translated).toBe(true);
    expect(read.resume.basics?.summary).toBe('Bonjour.');
    expect(read.resume.basics?.name).toBe(resume.basics?.name);
  });

  it('is resume.json where there is no translation', async () => {
    const translatedResume = await load();
    expect(translatedResume('fr', rootWith())).toEqual({ resume, problems: [], translated: false });
  });

  it('names the translation’s file for a problem of the merge, or of its JSON', async () => {
    const translatedResume = await load();
    const wrong = translatedResume('fr', rootWith(JSON.stringify({ basics: { email: 'nope' } })));
    expect(wrong.problems).toEqual([
      expect.stringMatching(/^lib\/content\/resume\.fr\.json: basics\.email: /),
    ]);
    const broken = translatedResume('fr', rootWith('{ "basics": '));
    expect(broken.problems).toEqual([expect.stringMatching(/^lib\/content\/resume\.fr\.json: /)]);
  });
});
