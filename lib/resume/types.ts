// The parts of a JSON Resume (v1.0.0, https://jsonresume.org/schema) the site reads. The official
// schema checks the whole file at build time (check.ts); these types only describe what it allows.

/** `2021`, `2021-03` or `2021-03-04`. */
export type ResumeDate = string;

export interface ResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}

export interface ResumeBasics {
  name?: string;
  label?: string;
  image?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: {
    address?: string;
    postalCode?: string;
    city?: string;
    countryCode?: string;
    region?: string;
  };
  profiles?: ResumeProfile[];
}

interface Dated {
  startDate?: ResumeDate;
  endDate?: ResumeDate;
}

export interface ResumeWork extends Dated {
  name?: string;
  location?: string;
  description?: string;
  position?: string;
  url?: string;
  summary?: string;
  highlights?: string[];
}

export interface ResumeVolunteer extends Dated {
  organization?: string;
  position?: string;
  url?: string;
  summary?: string;
  highlights?: string[];
}

export interface ResumeEducation extends Dated {
  institution?: string;
  url?: string;
  area?: string;
  studyType?: string;
  score?: string;
  courses?: string[];
}

export interface ResumeProject extends Dated {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  url?: string;
  roles?: string[];
  entity?: string;
  type?: string;
}

export interface Resume {
  basics?: ResumeBasics;
  work?: ResumeWork[];
  volunteer?: ResumeVolunteer[];
  education?: ResumeEducation[];
  awards?: { title?: string; date?: ResumeDate; awarder?: string; summary?: string }[];
  certificates?: { name?: string; date?: ResumeDate; url?: string; issuer?: string }[];
  publications?: {
    name?: string;
    publisher?: string;
    releaseDate?: ResumeDate;
    url?: string;
    summary?: string;
  }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  interests?: { name?: string; keywords?: string[] }[];
  references?: { name?: string; reference?: string }[];
  projects?: ResumeProject[];
}
