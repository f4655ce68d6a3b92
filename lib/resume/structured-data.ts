import { isRaster, portraitImage, variantFile } from '../images/variants';
import { context, type Thing } from '../seo/article-data';
import { siteTitle, type Owner } from '../site/owner';
import { absoluteUrl } from '../urls.mjs';
import type { Resume } from '../site/resume-types';

function photoUrl(owner: Owner): string | undefined {
  if (!owner.photo) return undefined;
  const widest = portraitImage.widths.at(-1)!;
  const path = isRaster(owner.photo) ? `/images/${variantFile(owner.photo, widest)}` : owner.photo;
  return absoluteUrl(path, owner.siteUrl);
}

export function person(owner: Owner, resume: Resume): Thing {
  const current = resume.work?.filter((job) => job.name && !job.endDate) ?? [];
  const knowsAbout = [
    ...new Set(resume.skills?.flatMap((skill) => [skill.name ?? '', ...(skill.keywords ?? [])])),
  ].filter(Boolean);
  const organisation = (type: string, name?: string, url?: string) => ({
    '@type': type,
    name,
    ...(url && { url }),
  });
  return {
    '@type': 'Person',
    '@id': absoluteUrl('/#owner', owner.siteUrl),
    name: owner.name,
    jobTitle: current[0]?.position || owner.tagline,
    url: absoluteUrl('/', owner.siteUrl),
    ...(photoUrl(owner) && { image: photoUrl(owner) }),
    ...(owner.email && { email: owner.email }),
    sameAs: (resume.basics?.profiles ?? []).flatMap((profile) => profile.url ?? []),
    ...(current.length > 0 && {
      worksFor: current.map((job) => organisation('Organization', job.name, job.url)),
    }),
    ...(resume.education?.length && {
      alumniOf: resume.education.map((study) =>
        organisation('EducationalOrganization', study.institution, study.url),
      ),
    }),
    ...(knowsAbout.length > 0 && { knowsAbout }),
  };
}

export function profilePage(owner: Owner, resume: Resume): Thing {
  return {
    '@context': context,
    '@type': 'ProfilePage',
    url: absoluteUrl('/about/', owner.siteUrl),
    mainEntity: person(owner, resume),
  };
}

// Who the owner is, by the same @id as the about page's ProfilePage, which describes them whole: the
// home page's first screen stays within the first round trip.
export function website(owner: Owner, resume: Resume): Thing {
  const { '@type': type, '@id': id, name, url, sameAs } = person(owner, resume);
  const author = { '@type': type, '@id': id, name, url, sameAs };
  return {
    '@context': context,
    '@graph': [
      {
        '@type': 'WebSite',
        name: siteTitle(owner.name),
        url: absoluteUrl('/', owner.siteUrl),
        description: owner.tagline,
        author: { '@id': id },
      },
      author,
    ],
  };
}
