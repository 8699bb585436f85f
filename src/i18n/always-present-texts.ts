/**
 * The few `base` texts drawn before any language file can be there, or when loading one is what
 * failed: the error, crash and not-found pages with the reasons a page's load can fail for
 * (`api_error.*`), the offline bar, the progress bar's label and the testing banner. They ship
 * with the app in both languages (docs/decisions.md, "Error pages in the user's language"), so
 * an English user never meets a Dutch or a raw key on them. The language files hold the same
 * words (always-present-texts.test.ts keeps them equal) and replace these once loaded.
 */
export const ALWAYS_PRESENT_TEXTS = {
  nl: {
    common: { loading: 'Laden...' },
    error_page: {
      title: 'Helaas...',
      description: 'Er ging iets mis bij het tonen van deze pagina.',
      back: 'Terug',
      home: 'Naar home',
      status: 'Foutcode {{status}}',
      client_description:
        'Deze pagina kan niet worden getoond. Misschien heeft u er geen toegang toe of bestaat ze niet meer.',
      locked_description: 'Dit onderdeel is vergrendeld en kan nu niet worden gewijzigd.',
      generic_description: 'Er ging iets mis aan onze kant. Probeer het straks opnieuw.',
      unavailable_description: 'De server is even niet beschikbaar.',
      not_found_description: 'Deze pagina bestaat niet.',
      kaizen_unavailable:
        'Quick & Easy Kaizen is op dit moment niet beschikbaar. Probeer het later opnieuw.',
      offline_description:
        'U bent offline. Deze pagina kan worden geladen zodra er weer verbinding is.',
      retry: 'Opnieuw proberen',
    },
    crash_page: {
      oops: 'Oops...',
      details: 'Technische details',
      component_stack: 'Componentenstack (waar het misging)',
    },
    offline: { banner: 'U bent offline. Wat u invult blijft bewaard tot er weer verbinding is.' },
    layout: { testing_environment: 'TESTING ENVIRONMENT' },
    api_error: {
      network: 'Geen verbinding met de server. Controleer uw internetverbinding.',
      timeout: 'De server antwoordt niet op tijd. Probeer het opnieuw.',
      invalid_response: 'De server gaf een onverwacht antwoord. Probeer het later opnieuw.',
      server:
        'Er ging iets mis op de server. Probeer het later opnieuw; meld het aan uw beheerder als het blijft gebeuren.',
      maintenance: 'De applicatie is even in onderhoud. Probeer het over een paar minuten opnieuw.',
      maintenance_wait: 'De applicatie is even in onderhoud. Probeer het {{when}} opnieuw.',
      maintenance_retrying:
        'De applicatie is even in onderhoud. We proberen het {{when}} vanzelf opnieuw.',
      retry_at: 'om {{time}}',
      too_many_requests: 'Te veel pogingen achter elkaar. Wacht even en probeer het dan opnieuw.',
      too_many_requests_wait_one:
        'Te veel pogingen achter elkaar. Wacht {{count}} seconde en probeer het dan opnieuw.',
      too_many_requests_wait_other:
        'Te veel pogingen achter elkaar. Wacht {{count}} seconden en probeer het dan opnieuw.',
    },
  },
  en: {
    common: { loading: 'Loading...' },
    error_page: {
      title: 'Unfortunately...',
      description: 'Something went wrong while showing this page.',
      back: 'Back',
      home: 'Go home',
      status: 'Error code {{status}}',
      client_description:
        'This page cannot be shown. You may not have access to it, or it no longer exists.',
      locked_description: 'This item is locked and cannot be changed right now.',
      generic_description: 'Something went wrong on our side. Please try again shortly.',
      unavailable_description: 'The server is briefly unavailable.',
      not_found_description: 'This page does not exist.',
      kaizen_unavailable: 'Quick & Easy Kaizen is not available right now. Please try again later.',
      offline_description:
        'You are offline. This page can be loaded as soon as you are connected again.',
      retry: 'Try again',
    },
    crash_page: {
      oops: 'Oops...',
      details: 'Technical details',
      component_stack: 'Component stack (where it broke)',
    },
    offline: { banner: 'You are offline. What you enter is kept until you are connected again.' },
    layout: { testing_environment: 'TESTING ENVIRONMENT' },
    api_error: {
      network: 'No connection to the server. Check your internet connection.',
      timeout: 'The server did not answer in time. Please try again.',
      invalid_response: 'The server gave an unexpected answer. Please try again later.',
      server:
        'Something went wrong on the server. Please try again later; tell your administrator if it keeps happening.',
      maintenance: 'The application is down for maintenance. Please try again in a few minutes.',
      maintenance_wait: 'The application is down for maintenance. Please try again {{when}}.',
      maintenance_retrying: 'The application is down for maintenance. We will try again {{when}}.',
      retry_at: 'at {{time}}',
      too_many_requests: 'Too many attempts in a row. Please wait a moment and try again.',
      too_many_requests_wait_one:
        'Too many attempts in a row. Please wait {{count}} second and try again.',
      too_many_requests_wait_other:
        'Too many attempts in a row. Please wait {{count}} seconds and try again.',
    },
  },
};
