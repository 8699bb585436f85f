import { createContext, use } from 'react';

/**
 * The path of the page on screen, set by the app's router. A context of our own, so a form
 * works outside a router too (a component test): there it is ''.
 */
export const PagePathContext = createContext('');

export const usePagePath = () => use(PagePathContext);
