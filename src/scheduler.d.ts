/** React's scheduler (the one React DOM renders with): the parts the app calls. It ships no types. */
declare module 'scheduler' {
  /** The slice a concurrent render runs before it yields: 1000 / fps ms; 0 gives back 5 ms. */
  export function unstable_forceFrameRate(fps: number): void;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  export function unstable_shouldYield(): boolean;
  export const unstable_NormalPriority: number;
}
