import { render, waitFor } from '@testing-library/react';
import { OfflineSupport } from '@/components/offline-support/offline-support';

const env = process.env as { NODE_ENV: string };
const testEnv = env.NODE_ENV;
const register = jest.fn(() => Promise.resolve({}));

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, getRegistrations: jest.fn(() => Promise.resolve([])) },
  });
});

afterEach(() => {
  env.NODE_ENV = testEnv;
  jest.clearAllMocks();
});

it('registers nothing outside the exported site (npm run dev, tests)', () => {
  env.NODE_ENV = 'development';
  render(<OfflineSupport />);
  expect(register).not.toHaveBeenCalled();
});

it('registers the worker for the whole site once the page has loaded', async () => {
  env.NODE_ENV = 'production';
  render(<OfflineSupport />);
  await waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
});

it('tells the worker that controls the page it has loaded, so a newer one may take over', async () => {
  env.NODE_ENV = 'production';
  const controller = { postMessage: jest.fn() };
  Object.assign(navigator.serviceWorker, { controller });
  render(<OfflineSupport />);
  await waitFor(() => expect(controller.postMessage).toHaveBeenCalledWith({ type: 'LOADED' }));
});
