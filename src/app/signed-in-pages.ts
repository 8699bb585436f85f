import type { ComponentType } from 'react';

/**
 * The signed-in pages' code and first data, by name: a chunk of its own that the route table
 * loads on a signed-in page's first load, beside the signed-in layout. On /login the table
 * holds only names, not these loaders and the lists of chunks each one preloads
 * (docs/decisions.md, "/login under 2.0x the React floor").
 */
export const pageCode = {
  home: () => import('@/features/dashboard/home-page').then((m) => m.HomePage),
  myKaizens: () => import('@/features/dashboard/my-kaizens-page').then((m) => m.MyKaizensPage),
  kaizenForm: () => import('@/features/kaizen/kaizen-form-page').then((m) => m.KaizenFormPage),
  kaizenList: () => import('@/features/kaizen/kaizen-list-page').then((m) => m.KaizenListPage),
  reviewQueue: () =>
    import('@/features/kaizen/review/review-queue-page').then((m) => m.ReviewQueuePage),
  moveKaizens: () => import('@/features/kaizen/move-kaizens-page').then((m) => m.MoveKaizensPage),
  team: () => import('@/features/teams/team-page').then((m) => m.TeamPage),
  teamSelect: () => import('@/features/teams/team-select-page').then((m) => m.TeamSelectPage),
  teamManagement: () =>
    import('@/features/teams/team-management-page').then((m) => m.TeamManagementPage),
  helpAbout: () => import('@/features/help/help-about-page').then((m) => m.HelpAboutPage),
  helpContact: () => import('@/features/help/help-contact-page').then((m) => m.HelpContactPage),
  helpDocumentation: () =>
    import('@/features/help/help-documentation-page').then((m) => m.HelpDocumentationPage),
  helpFaq: () => import('@/features/help/help-faq-page').then((m) => m.HelpFaqPage),
  about: () => import('@/features/help/about-page').then((m) => m.AboutPage),
  user: () => import('@/features/users/user-page').then((m) => m.UserPage),
  profile: () => import('@/features/users/profile-page').then((m) => m.ProfilePage),
  company: () => import('@/features/company/company-page').then((m) => m.CompanyPage),
  companyConfigurator: () =>
    import('@/features/company/company-configurator-page').then((m) => m.CompanyConfiguratorPage),
  companyDocuments: () =>
    import('@/features/company/company-documents-page').then((m) => m.CompanyDocumentsPage),
  board: () => import('@/features/board/board-page').then((m) => m.BoardPage),
} satisfies Record<string, () => Promise<ComponentType>>;

/**
 * A page's first data; a module of the page's feature, loaded only when prefetching. Its type
 * is checked where the route table uses it (`FirstData`), which imports from here, not back.
 */
export const firstData = {
  home: () => import('@/features/dashboard/first-data').then((m) => m.homeFirstData),
  myKaizens: () => import('@/features/dashboard/first-data').then((m) => m.myKaizensFirstData),
  kaizenForm: () => import('@/features/kaizen/first-data').then((m) => m.kaizenFormFirstData),
  kaizenList: () => import('@/features/kaizen/first-data').then((m) => m.kaizenListFirstData),
  reviewQueue: () => import('@/features/kaizen/review/first-data').then((m) => m.reviewFirstData),
  team: () => import('@/features/teams/first-data').then((m) => m.teamFirstData),
  user: () => import('@/features/users/first-data').then((m) => m.userFirstData),
  company: () => import('@/features/company/first-data').then((m) => m.companyFirstData),
};
