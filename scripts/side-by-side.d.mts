/** A command of `npm test`; `after` names a part, in any lane, that must pass first. */
export interface Part {
  name: string;
  command: string[];
  after?: string;
  env?: Record<string, string>;
}

export declare function runLanes(lanes: (Part | Part[])[]): Promise<string[]>;
export declare function runSideBySide(lanes: (Part | Part[])[]): Promise<void>;
export declare function failureRecap(lines: string[]): string[];
