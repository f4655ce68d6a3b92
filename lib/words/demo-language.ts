// Apart from index.ts, which brings every dictionary: the markdown editor's files name it too.

/** The demos' own language on every page: their texts and ids are what their public tests read. */
export const demoLanguage = 'en';
