/** @jest-environment node */
import { maya as owner, mayasResume as resume } from '../../fixtures/owner';
import { person, profilePage, website } from '@/lib/resume/structured-data';
import { expandedNodes, schemaType, valueOf } from '../../fixtures/json-ld';

/** The node of the given type and the Person in the data, as a JSON-LD processor reads them. */
async function nodeAndPerson(data: object, type: string) {
  const nodes = await expandedNodes(data);
  const ofType = (name: string) => nodes.find((node) => schemaType(node)?.includes(name));
  return { node: ofType(type), who: ofType('Person') };
}

describe('structured data about the owner', () => {
  it('makes the about page a ProfilePage about the owner, as a JSON-LD processor reads it', async () => {
    const { node: page, who } = await nodeAndPerson(profilePage(owner, resume), 'ProfilePage');
    expect(valueOf(page, 'mainEntity')).toBe(who?.['@id']);
    expect(valueOf(who, 'name')).toBe(owner.name);
    expect(valueOf(who, 'jobTitle')).toBe(resume.work![0]!.position);
    expect(valueOf(who, 'url')).toBe(`${owner.siteUrl}/`);
  });

  it('names every profile, the current employer, the schools and the skills', () => {
    const data = person(owner, resume);
    expect(data.sameAs).toEqual(resume.basics!.profiles!.map((profile) => profile.url));
    expect(data.worksFor).toEqual([
      { '@type': 'Organization', name: 'Okapi Robotics', url: 'https://okapi.example.com' },
    ]);
    expect(data.alumniOf).toEqual([
      {
        '@type': 'EducationalOrganization',
        name: 'University of Lagos',
        url: 'https://unilag.example.edu',
      },
    ]);
    expect(data.knowsAbout).toEqual(expect.arrayContaining(['Robotics', 'ROS 2', 'Rust']));
  });

  it('gives the email and the photo when the owner has them, and leaves them out otherwise', () => {
    expect(person(owner, resume)).not.toHaveProperty('email');
    const withBoth = person({ ...owner, email: 'zoe@example.com', photo: '/me.png' }, resume);
    expect(withBoth.email).toBe('zoe@example.com');
    expect(withBoth.image).toMatch(/^https:\/\/.+\/images\/me-[0-9a-f]{8}-256\.webp$/);
  });

  it('falls back to the label for a job title, and leaves out what the résumé lacks', () => {
    const data = person(owner, { basics: resume.basics });
    expect(data.jobTitle).toBe(owner.tagline);
    expect(data).not.toHaveProperty('worksFor');
    expect(data).not.toHaveProperty('alumniOf');
    expect(data).not.toHaveProperty('knowsAbout');
  });

  it('makes the home page a WebSite by the same Person', async () => {
    const { node: site, who } = await nodeAndPerson(website(owner, resume), 'WebSite');
    expect(valueOf(site, 'author')).toBe(who?.['@id']);
    expect(valueOf(who, 'name')).toBe(owner.name);
  });

  it('names the owner on the home page and leaves the rest to the about page, by the same @id', () => {
    const home = (website(owner, resume)['@graph'] as Record<string, unknown>[])[1]!;
    const about = profilePage(owner, resume).mainEntity as Record<string, unknown>;
    expect(home['@id']).toBe(about['@id']);
    expect(home.sameAs).toEqual(about.sameAs);
    expect(Object.keys(home).sort()).toEqual(['@id', '@type', 'name', 'sameAs', 'url']);
    expect(about).toHaveProperty('worksFor');
  });
});
