// Its own module so the bundler sees this exact expression, and Jest can put a stand-in here.
export const createSearchWorker = () =>
  new Worker(new URL('./search.worker', import.meta.url), { type: 'module' });
