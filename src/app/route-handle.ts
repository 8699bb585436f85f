/** Route metadata read by the layout (breadcrumbs) and tests. */
export interface RouteHandle {
  /** A key in `base`, or `<namespace>:title` for a signed-out page. */
  crumb?: string;
  rootCrumb: 'home' | 'my-kaizens';
  namespace: string;
}
