import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort } from '../e2e/global-setup';
import { BROWSER_DIST, productionBuild } from '../production-build';
import { startApache } from './support/apache';
import { startNginx } from './support/nginx';
import type { RunningServer } from './support/servers';
import { deploy, newSite, type Site } from './support/site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The deployed copy of the reference app, for tests that deploy again. */
    site: Site;
  }
}

const SERVERS: Record<string, (site: Site) => Promise<RunningServer>> = {
  'deploy-apache': startApache,
  'deploy-nginx': startNginx,
};

/**
 * docs/deploy.md followed on this machine: the production build deployed with the guide's
 * script into a fresh copy of the reference Laravel app, served by the web server the project is
 * named after with the guide's config. Tests then reach the app through that server only.
 */
export default async function setup(project: TestProject) {
  const start = SERVERS[project.name];
  if (!start) throw new Error(`no web server for the project ${project.name}`);
  await productionBuild();
  const site = newSite(await freePort());
  const remove = () => rmSync(site.root, { recursive: true, force: true });
  let server: RunningServer;
  try {
    deploy(site, BROWSER_DIST);
    server = await start(site);
  } catch (error) {
    remove();
    throw error;
  }
  project.provide('baseUrl', site.baseUrl);
  project.provide('site', site);
  return async () => {
    await server.stop();
    remove();
  };
}
