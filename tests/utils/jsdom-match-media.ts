import { fakeMatchMedia } from './match-media';

// jsdom has no matchMedia, and modules read it as they load (the nav store, react-hot-toast):
// imported first by tests/setup-app.ts, before any of the app's modules.
Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia() });
