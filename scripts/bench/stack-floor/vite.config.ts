import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { axiosWithoutFetch } from '../../axios-without-fetch-plugin.ts';
import { reactRouterTreeShaken } from '../../react-router-tree-shaken-plugin.ts';

// The stack floors' build: React's plugin and the two trims the app's build makes to libraries
// both pages carry, so each library weighs what it weighs in the app. Base, minifier and target
// are the app's (scripts/bench/build.mjs, `buildLikeTheApp`).
export default defineConfig({ plugins: [react(), axiosWithoutFetch(), reactRouterTreeShaken()] });
