/** @jest-environment node */
import { resumeLeaks, resumeTexts } from '@/lib/resume/client-leaks';
import type { Resume } from '@/lib/site/resume-types';

const resume: Resume = {
  basics: {
    name: 'Zoë Ødegård',
    phone: '+31 6 1234 5678',
    summary: 'Builds reinforcement-learning agents and small web apps.',
    location: { address: 'Keizersgracht 1', city: 'Amsterdam' },
  },
  skills: [{ name: 'Python', keywords: ['TypeScript'] }],
  references: [{ name: 'A. Manager', reference: 'Zoë was the best “engineer” I ever hired.' }],
};

describe('resumeLeaks', () => {
  it('looks for long texts anywhere and shorter private ones, never for a common word', () => {
    expect(resumeTexts(resume)).toEqual(
      new Map([
        ['+31 6 1234 5678', 'basics.phone'],
        ['Keizersgracht 1', 'basics.location.address'],
        ['A. Manager', 'references[0].name'],
        ['Zoë was the best “engineer” I ever hired.', 'references[0].reference'],
        ['Builds reinforcement-learning agents and small web apps.', 'basics.summary'],
      ]),
    );
  });

  it('names each chunk that holds résumé text, as it is or escaped as a bundler writes it', () => {
    const chunks = [
      { file: 'a.js', text: 'let t="TypeScript",p="Python";' },
      {
        file: 'b.js',
        text: 'JSON.parse(\'{"reference":"Zo\\u00eb was the best \\u201cengineer\\u201d I ever hired."}\')',
      },
      { file: 'c.js', text: 'x="Keizersgracht 1"' },
      { file: 'd.js', text: JSON.stringify({ summary: resume.basics!.summary }) },
    ];
    expect(resumeLeaks(chunks, resume)).toEqual([
      "b.js holds the résumé's references[0].reference: client code gets only the fields it shows, as props from its page",
      "c.js holds the résumé's basics.location.address: client code gets only the fields it shows, as props from its page",
      "d.js holds the résumé's basics.summary: client code gets only the fields it shows, as props from its page",
    ]);
  });
});
