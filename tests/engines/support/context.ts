import { inject } from 'vitest';
import type { EngineName } from './engine-page';

declare module 'vitest' {
  export interface ProvidedContext {
    engine: EngineName;
  }
}

export const engineName = (): EngineName => inject('engine');
