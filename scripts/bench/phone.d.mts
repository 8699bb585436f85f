export declare const IPHONE: {
  readonly viewport: { readonly width: number; readonly height: number };
  readonly userAgent: string;
  readonly isMobile: true;
  readonly hasTouch: true;
};
