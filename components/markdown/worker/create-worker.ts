// Its own module so the bundler sees this exact expression (it bundles the worker from it, given
// the module name without an extension), and so Jest, which has no Worker, can put a stand-in
// here (see jest.config.mjs).
export const createPreviewWorker = () =>
  new Worker(new URL('./preview.worker', import.meta.url), { type: 'module' });
