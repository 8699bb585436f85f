import type { AreaTexts } from './kaizen-idea';

/** The office and purchasing: orders, invoices, meetings, reception and suppliers. */
export const OFFICE: AreaTexts = {
  ideas: [
    {
      title: 'Vaste inkoopdag voor kantoorartikelen',
      problem: 'We bestellen bijna elke dag kleine hoeveelheden; dat kost steeds verzendkosten.',
      improvement: 'Eén vast bestelmoment per week, met een gedeelde verlanglijst.',
      result: 'Lagere verzendkosten en minder pakketjes aan de balie.',
      photos: {
        before: 'Stapel kleine pakketjes aan de balie',
        after: 'Eén levering per week',
      },
    },
    {
      title: 'Facturen digitaal laten goedkeuren',
      problem:
        'Papieren facturen liggen dagen op een bureau voor een handtekening; we missen betalingskorting.',
      improvement:
        'Facturen komen per mail binnen en de budgethouder keurt ze goed in het boekhoudpakket.',
      result:
        'De doorlooptijd ging van twaalf naar drie dagen; de betalingskorting wordt weer benut.',
      photos: {
        before: 'Bakje vol papieren facturen',
        after: 'Factuur goedkeuren op het scherm',
      },
    },
    {
      title: 'Vergaderingen van 25 en 50 minuten',
      problem: 'Overleggen lopen in elkaar over en niemand heeft tijd om iets voor te bereiden.',
      improvement: 'Standaard 25 of 50 minuten in de agenda, en een agenda bij elke uitnodiging.',
      result: 'Kortere, beter voorbereide overleggen en tijd tussendoor.',
      photos: {
        before: 'Volle agenda zonder pauzes',
        after: 'Agenda met blokken van 25 en 50 minuten',
      },
    },
    {
      title: 'Eén bestelformulier voor {place}',
      places: ['werkkleding', 'veiligheidsschoenen'],
      problem:
        'Aanvragen voor {place} komen per mail, telefoon en briefje binnen; bestellingen raken kwijt.',
      improvement: 'Eén formulier op intranet met artikel, maat en kostenplaats.',
      result: 'Alle aanvragen op één plek en levering binnen een week.',
      photos: {
        before: 'Losse briefjes met maten',
        after: 'Bestelformulier op intranet',
      },
    },
    {
      title: 'Bezoekers aanmelden op een tablet bij de receptie in {place}',
      places: ['Rotterdam', 'Zwolle', 'Eindhoven'],
      problem:
        'Bezoekers schrijven zich in een papieren boek in; bij een ontruiming weten we niet wie er binnen is.',
      improvement:
        'Aanmelden op een tablet bij de receptie, met een lijst die bij een ontruiming te printen is.',
      result: 'Bij de ontruimingsoefening was iedereen binnen vijf minuten geteld.',
      photos: {
        before: 'Papieren bezoekersboek op de balie',
        after: 'Aanmeldtablet bij de receptie',
      },
    },
    {
      title: 'Raamcontract voor {place}',
      places: ['verpakkingslijm', 'stretchfolie', 'drukinkt'],
      problem:
        'We bestellen {place} per order bij wisselende leveranciers, tegen wisselende prijzen.',
      improvement: 'Een raamcontract van een jaar met één leverancier en een afroep per maand.',
      result: 'Ongeveer acht procent lagere prijs en zekerheid over de levering.',
      photos: {
        before: 'Losse offertes van vijf leveranciers',
        after: 'Getekend raamcontract',
      },
    },
    {
      title: 'Gedeelde mailbox voor {place}',
      places: ['klantvragen', 'leveranciersvragen'],
      problem:
        'Vragen komen bij wie de afzender toevallig kent; bij afwezigheid blijven ze liggen.',
      improvement: 'Eén gedeelde mailbox met labels per status en een vaste verdeling per dag.',
      result: 'Elke vraag wordt binnen een werkdag beantwoord, ook in de vakantie.',
      photos: {
        before: 'Mails verspreid over persoonlijke mailboxen',
        after: 'Gedeelde mailbox met labels',
      },
    },
    {
      title: 'Tweebakkensysteem voor {place}',
      places: ['printpapier', 'koffie en thee', 'kantoorartikelen'],
      problem: 'De voorraad {place} is op het verkeerde moment op, en soms staan er twintig dozen.',
      improvement: 'Twee bakken: is de eerste leeg, dan gaat de bestelkaart naar inkoop.',
      result: 'Nooit meer zonder, en geen overvolle opslag.',
      photos: {
        before: 'Lege lade en een overvolle kast',
        after: 'Twee bakken met een bestelkaart',
      },
    },
    {
      title: 'Inwerkmap voor nieuwe collega’s',
      problem: 'Nieuwe collega’s krijgen elke keer een ander verhaal en missen praktische dingen.',
      improvement:
        'Een inwerkmap met een checklist voor de eerste week, een plattegrond en de contactpersonen.',
      result: 'Nieuwe collega’s zijn sneller op hun plek en stellen minder dezelfde vragen.',
      photos: {
        before: 'Losse papieren voor de eerste werkdag',
        after: 'Inwerkmap met checklist',
      },
    },
    {
      title: 'Leveranciers beoordelen per kwartaal',
      problem: 'Problemen met leveranciers bespreken we pas als het al misgaat.',
      improvement:
        'Elk kwartaal een korte beoordeling op levertijd, kwaliteit en prijs, gedeeld met de leverancier.',
      result: 'Twee leveranciers hebben hun levertijd aantoonbaar verbeterd.',
      photos: {
        before: 'Losse klachten over leveranciers',
        after: 'Kwartaalscore per leverancier',
      },
    },
    {
      title: 'Actuele planning op een scherm in de kantine van {place}',
      places: ['Rotterdam', 'Zwolle'],
      problem: 'De planning hangt op papier en is vaak al verouderd als hij hangt.',
      improvement: 'Een scherm in de kantine dat de actuele planning uit het ERP-systeem toont.',
      result: 'Iedereen ziet de actuele planning en er wordt minder naar kantoor gebeld.',
      photos: {
        before: 'Verouderde planning op het prikbord',
        after: 'Scherm met de actuele planning',
      },
    },
    {
      title: 'Offertes vergelijken in één sjabloon',
      problem:
        'Elke inkoper vergelijkt offertes op zijn eigen manier; afspraken over levertijd vallen weg.',
      improvement: 'Eén sjabloon met prijs, levertijd, betalingstermijn en garantie naast elkaar.',
      result: 'Keuzes zijn beter te onderbouwen en sneller gemaakt.',
      photos: {
        before: 'Offertes in verschillende vormen',
        after: 'Sjabloon met offertes naast elkaar',
      },
    },
    {
      title: 'Telefoon doorschakelen tijdens de lunch',
      problem: 'Tussen 12 en 13 uur gaat de telefoon op kantoor onbeantwoord over.',
      improvement: 'Een lunchrooster en doorschakelen naar de collega die dienst heeft.',
      result: 'Geen gemiste klantgesprekken meer tijdens de lunch.',
      photos: {
        before: 'Rinkelende telefoon op een leeg bureau',
        after: 'Lunchrooster naast de telefoon',
      },
    },
    {
      title: 'Declareren met een foto van de bon',
      problem: 'Declaraties worden op papier ingeleverd en pas na weken uitbetaald.',
      improvement: 'Declareren met een foto van de bon in de app van het salarispakket.',
      result: 'Uitbetaling bij de eerstvolgende salarisronde en geen zoekgeraakte bonnen meer.',
      photos: {
        before: 'Envelop met losse bonnetjes',
        after: 'Declaratie met foto in de app',
      },
    },
    {
      title: 'Orderarchief gescand en doorzoekbaar',
      problem: 'Voor een oude order lopen we naar het archief in de kelder.',
      improvement: 'Orders van de laatste vijf jaar gescand en doorzoekbaar op ordernummer.',
      result: 'Een oude order is binnen een minuut gevonden.',
      photos: {
        before: 'Archiefdozen in de kelder',
        after: 'Order gevonden op ordernummer',
      },
    },
    {
      title: 'Vergaderruimtes boeken in de gedeelde agenda',
      problem:
        'Vergaderruimtes worden dubbel geboekt; dan zoeken we op het laatste moment een plek.',
      improvement: 'Alle ruimtes als boekbare agenda in de mail, met een scherm bij de deur.',
      result: 'Geen dubbele boekingen meer.',
      photos: {
        before: 'Twee groepen voor één vergaderruimte',
        after: 'Boekingsscherm naast de deur',
      },
    },
    {
      title: 'Belplekken in de kantoortuin',
      problem: 'Telefoongesprekken in de kantoortuin storen collega’s die geconcentreerd werken.',
      improvement: 'Twee belcellen en de afspraak om langere gesprekken daar te voeren.',
      result: 'Rustiger op de afdeling en ongestoord bellen.',
      photos: {
        before: 'Bellen midden in de kantoortuin',
        after: 'Belcel in de hoek van de kantoortuin',
      },
    },
  ],
  quality: [
    'Minder fouten in bestellingen.',
    'Klanten krijgen sneller antwoord.',
    'Minder fouten door overtypen.',
  ],
  safety: [
    'Bij een ontruiming is bekend wie er binnen is.',
    'Minder struikelgevaar door dozen op de gang.',
  ],
};
