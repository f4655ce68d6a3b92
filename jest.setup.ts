import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has neither; the editor decodes opened files with them.
Object.assign(globalThis, { TextDecoder, TextEncoder });
