import type { AreaTexts } from './kaizen-idea';

/** Maintenance: lubrication, breakdowns, spare parts, compressed air and the workshop. */
export const MAINTENANCE: AreaTexts = {
  ideas: [
    {
      title: 'Smeerschema zichtbaar op {place}',
      places: ['de vouw-lijmmachine', 'de palletiseerder', 'lijn 2', 'de stansmachine'],
      problem:
        'Niemand weet precies wanneer de kettingen van {place} voor het laatst zijn gesmeerd.',
      improvement: 'Een aftekenkaart met de smeerpunten en het schema op de machine zelf.',
      result: 'Minder slijtage en minder onverwachte stilstand.',
      photos: {
        before: 'Droge ketting zonder smeerschema',
        after: 'Aftekenkaart met smeerpunten op de machine',
      },
    },
    {
      title: 'Digitale storingslijst voor {place}',
      places: ['lijn 1', 'lijn 2', 'lijn 3'],
      problem: 'Storingen worden op papier genoteerd en raken kwijt tussen de diensten.',
      improvement:
        'Een gedeelde lijst op de tablet bij de lijn, die de monteurs ook op hun telefoon zien.',
      result: 'Monteurs zien storingen meteen en we kunnen trends bekijken.',
      photos: {
        before: 'Storingsbriefjes op het prikbord',
        after: 'Storingslijst op de tablet bij de lijn',
      },
    },
    {
      title: 'Persluchtlekken opsporen in {place}',
      places: ['hal 1', 'de drukkerij', 'hal 2'],
      problem:
        'In de stille uren horen we in {place} overal perslucht sissen; de compressor draait ook in het weekend.',
      improvement:
        'Elke maand een lekkenronde met een ultrasoon detector; elk lek krijgt een rood label tot het gerepareerd is.',
      result: 'Het stroomverbruik van de compressor daalde met ongeveer vijftien procent.',
      photos: {
        before: 'Sissende koppeling zonder label',
        after: 'Lek met rood label op de reparatielijst',
      },
    },
    {
      title: 'Minimumvoorraad voor kritieke onderdelen van {place}',
      places: ['lijn 1', 'de stansmachine', 'lijn 2'],
      problem: 'Als er een V-snaar breekt, staat {place} stil tot de leverancier levert.',
      improvement:
        'De tien meest kritieke onderdelen op voorraad, met een bestelkaartje bij de minimumvoorraad.',
      result: 'Stilstand door ontbrekende onderdelen is bijna verdwenen.',
      photos: {
        before: 'Lege plank in het onderdelenmagazijn',
        after: 'Bakken met onderdelen en bestelkaartjes',
      },
    },
    {
      title: 'Schoonmaken en inspecteren in één ronde bij {place}',
      places: ['de flexodrukpers', 'de stansmachine', 'de palletiseerder'],
      problem: 'Kleine gebreken aan {place} zien we pas als er een storing is.',
      improvement: 'Een schoonmaakronde van een kwartier met een checklist van inspectiepunten.',
      result: 'Losse bouten en lekkages worden gezien voordat ze een storing geven.',
      photos: {
        before: 'Machine vol stof en snippers',
        after: 'Schone machine, inspectiepunten gemarkeerd',
      },
    },
    {
      title: 'Doorzichtige kappen op de aandrijving van {place}',
      places: ['lijn 1', 'lijn 3'],
      problem: 'Om de aandrijfriem te controleren moet eerst de kap eraf, dus het gebeurt zelden.',
      improvement: 'Kappen van polycarbonaat, zodat de riem zonder demontage te zien is.',
      result: 'Controleren kost seconden en slijtage wordt eerder gezien.',
      photos: {
        before: 'Dichte stalen kap over de aandrijving',
        after: 'Doorzichtige kap, riem zichtbaar',
      },
    },
    {
      title: 'Werkplaats in {place} ingericht volgens 5S',
      places: ['Rotterdam', 'Zwolle', 'Eindhoven'],
      problem: 'In de werkplaats liggen gereedschap en materiaal door elkaar; we zoeken veel.',
      improvement: 'Sorteren, vaste plekken met labels en elke vrijdag een korte controle.',
      result: 'Zoeken in de werkplaats is grotendeels verleden tijd.',
      photos: {
        before: 'Werkbank vol materiaal door elkaar',
        after: 'Opgeruimde werkplaats met gelabelde vakken',
      },
    },
    {
      title: 'Olie in kannen met een kleurcode',
      problem:
        'Er zijn vier soorten olie; bijvullen met de verkeerde soort heeft al een pomp gekost.',
      improvement: 'Kannen met een kleurcode en dezelfde kleur als sticker bij elk vulpunt.',
      result: 'Geen verwisselingen meer bij het bijvullen.',
      photos: {
        before: 'Gelijke jerrycans zonder markering',
        after: 'Gekleurde kannen en vulpunten',
      },
    },
    {
      title: 'Vijf keer waarom op de grootste stilstand van {place}',
      places: ['lijn 2', 'lijn 1', 'lijn 3'],
      problem: 'We repareren dezelfde storingen steeds opnieuw zonder de oorzaak te vinden.',
      improvement: 'Elke maand een vijf-keer-waarom-analyse op de storing met de meeste stilstand.',
      result: 'Een terugkerende sensorstoring is na jaren eindelijk opgelost.',
      photos: {
        before: 'Steeds dezelfde storing gerepareerd',
        after: 'Analysebord met vijf keer waarom',
      },
    },
    {
      title: 'Persoonlijk lock-outslot voor elke monteur',
      problem:
        'Er is één hangslot per machine; bij werk met twee monteurs is niet duidelijk wie nog bezig is.',
      improvement:
        'Elke monteur een eigen gekleurd slot met naam, en een lock-outbord bij de werkplaats.',
      result: 'Een machine gaat pas weer aan als iedereen klaar is.',
      photos: {
        before: 'Eén slot zonder naam op de schakelaar',
        after: 'Lock-outbord met persoonlijke sloten',
      },
    },
    {
      title: 'Onderhoud plannen samen met de productieplanner',
      problem: 'Gepland onderhoud wordt steeds uitgesteld omdat de lijn moet draaien.',
      improvement: 'Onderhoud wordt met de planner vastgelegd in de weken met minder orders.',
      result: 'Het preventief onderhoud loopt weer op schema.',
      photos: {
        before: 'Onderhoudsplanning vol uitgestelde taken',
        after: 'Onderhoud in de productieplanning',
      },
    },
    {
      title: 'Trillingsmeting op de hoofdmotoren',
      problem: 'Vorig jaar liep een lager van een hoofdmotor vast; de lijn stond twee dagen stil.',
      improvement:
        'Elke maand een trillingsmeting op de zes hoofdmotoren; afwijkingen gaan naar de planning.',
      result: 'Twee versleten lagers zijn op tijd vervangen, tijdens gepland onderhoud.',
      photos: {
        before: 'Vastgelopen lager van de hoofdmotor',
        after: 'Trillingsmeting op de motor',
      },
    },
    {
      title: 'Ingerichte gereedschapswagen per monteur',
      problem: 'Monteurs lopen voor elke klus terug naar de werkplaats voor gereedschap.',
      improvement: 'Een gereedschapswagen per monteur met een vaste inhoud volgens een lijst.',
      result: 'Minder lopen en reparaties zijn sneller klaar.',
      photos: {
        before: 'Monteur loopt terug naar de werkplaats',
        after: 'Gereedschapswagen met vaste inhoud',
      },
    },
    {
      title: 'Storing melden via een QR-code op de machine',
      problem:
        'Operators weten niet goed hoe ze een storing melden en bellen de monteur op zijn mobiel.',
      improvement:
        'Een QR-code op elke machine die een storingsformulier opent met de machine al ingevuld.',
      result: 'Alle meldingen komen op één plek binnen, met de juiste machine erbij.',
      photos: {
        before: 'Operator belt de monteur',
        after: 'QR-code voor storingsmeldingen op de machine',
      },
    },
  ],
  quality: [
    'Minder afkeur door versleten onderdelen.',
    'Machines draaien stabieler na onderhoud.',
    'Storingen worden vollediger gemeld.',
  ],
  safety: [
    'Niemand werkt meer aan een machine die aan kan gaan.',
    'Minder olie op de vloer.',
    'Minder klimmen op de machine bij inspecties.',
  ],
};
