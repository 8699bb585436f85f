/** Route metadata read by the layout (breadcrumbs) and tests. */
export interface RouteHandle {
  crumb?: string;
  rootCrumb: 'home' | 'my-kaizens';
  namespace: string;
}
