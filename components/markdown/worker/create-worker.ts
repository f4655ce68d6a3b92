// Its own module: the bundler needs this exact expression to bundle the worker, and Jest, which has
// no Worker, replaces it (jest.config.mjs).
export const createPreviewWorker = () =>
  new Worker(new URL('./preview.worker', import.meta.url), { type: 'module' });
