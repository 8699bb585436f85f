/**
 * The phone of the capture task's aim (an iPhone at 390x844, touch): the task benchmark
 * (capture-task.mjs) and the browser tests that hold its first screen use this one.
 */
export const IPHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
    '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};
