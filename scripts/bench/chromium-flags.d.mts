export declare const CHROMIUM: string;
export declare const CHROMIUM_SHELL: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const SPAWNED_CHROMIUM_FLAGS: readonly string[];
export declare function featuresDropped(commandLine: readonly string[]): string[];
export declare function launchKept<B extends { close(): Promise<void> }>(
  launch: (marker: string) => Promise<B>,
): Promise<B>;
