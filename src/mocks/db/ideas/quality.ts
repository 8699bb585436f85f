import type { AreaTexts } from './kaizen-idea';

/** Quality control: inspection, measuring, samples and customer complaints. */
export const QUALITY: AreaTexts = {
  ideas: [
    {
      title: 'Grensmonsters voor de drukkwaliteit bij {place}',
      places: ['drukpers 1', 'drukpers 2', 'drukpers 3'],
      problem: 'Wat nog goed is, verschilt per operator; klanten klagen over kleurverschil.',
      improvement: 'Een map met grensmonsters (goed, net goed en afkeur) bij de drukpers.',
      result: 'Iedereen beoordeelt hetzelfde en er komen minder klachten over kleur.',
      photos: {
        before: 'Drukwerk beoordeeld uit het hoofd',
        after: 'Map met goed- en afkeurmonsters',
      },
    },
    {
      title: 'Mal voor de vouwlijn op {place}',
      places: ['lijn 1', 'lijn 2', 'lijn 3'],
      problem: 'We meten de vouwlijn met een rolmaat; een afwijking vinden we pas laat.',
      improvement:
        'Een aluminium mal met de toleranties erop, die in één keer laat zien of de vouwlijn goed zit.',
      result: 'Controleren kost vijf seconden en afwijkingen worden direct gezien.',
      photos: {
        before: 'Vouwlijn meten met een rolmaat',
        after: 'Aluminium mal met de toleranties',
      },
    },
    {
      title: 'Wekelijks klachtenoverleg met de ploegleiders in {place}',
      places: ['Rotterdam', 'Zwolle'],
      problem: 'Klachten blijven bij kwaliteit liggen; de lijnen horen er niets van.',
      improvement:
        'Elke maandag een kwartier de klachten van de vorige week doornemen met de ploegleiders.',
      result: 'Oorzaken worden sneller aangepakt en er komen minder herhaalklachten.',
      photos: {
        before: 'Klachtformulieren in een bakje',
        after: 'Klachtenbord bij de productie',
      },
    },
    {
      title: 'Eerste-stukcontrole met foto op {place}',
      places: ['lijn 2', 'lijn 1', 'lijn 3'],
      problem: 'Bij een klacht kunnen we niet meer zien hoe de eerste doos van de order eruitzag.',
      improvement:
        'De operator fotografeert het eerste goede stuk met de tablet, gekoppeld aan het ordernummer.',
      result: 'Klachten zijn sneller te beoordelen en het gesprek met de klant is korter.',
      photos: {
        before: 'Eerste doos zonder vastlegging',
        after: 'Foto van het eerste stuk op de tablet',
      },
    },
    {
      title: 'Vochtmeting bij de ontvangst van karton in {place}',
      places: ['Rotterdam', 'Eindhoven', 'Zwolle'],
      problem:
        'Te vochtig karton geeft kromme platen en lijmproblemen, maar we meten het niet bij ontvangst.',
      improvement: 'Een vochtmeter bij de inslag en een grenswaarde op de ontvangstchecklist.',
      result: 'Slechte partijen gaan terug voordat ze de productie bereiken.',
      photos: {
        before: 'Kromme kartonplaten op een pallet',
        after: 'Vochtmeting bij de inslag',
      },
    },
    {
      title: 'Kalibratiesticker op de meetmiddelen van {place}',
      places: ['het lab', 'lijn 2', 'de expeditie'],
      problem: 'Aan een schuifmaat is niet te zien of hij nog gekalibreerd is.',
      improvement:
        'Elke schuifmaat en weegschaal krijgt een sticker met de volgende kalibratiedatum.',
      result: 'Er wordt niet meer gemeten met verlopen meetmiddelen.',
      photos: {
        before: 'Schuifmaten zonder kalibratiegegevens',
        after: 'Schuifmaat met kalibratiesticker',
      },
    },
    {
      title: 'Afkeur per uur bijhouden op {place}',
      places: ['lijn 1', 'lijn 3', 'lijn 2', 'de stansmachine'],
      problem: 'Hoeveel afkeur er was, horen we pas aan het einde van de dienst.',
      improvement: 'Een turfbord bij de machine waarop elk uur de afkeur en de oorzaak komen.',
      result: 'Afwijkingen worden binnen het uur opgepakt in plaats van de volgende dag.',
      photos: {
        before: 'Afkeurbak die pas na de dienst wordt geteld',
        after: 'Turfbord met de afkeur per uur',
      },
    },
    {
      title: 'Bewaarmonsters per maand in genummerde dozen',
      problem: 'De kast met bewaarmonsters puilt uit; een monster terugvinden kost een half uur.',
      improvement: 'Monsters per maand in genummerde dozen; monsters ouder dan twee jaar gaan weg.',
      result: 'Een monster is binnen twee minuten gevonden.',
      photos: {
        before: 'Uitpuilende kast met losse monsters',
        after: 'Genummerde dozen per maand',
      },
    },
    {
      title: 'Barcodecontrole aan het einde van {place}',
      places: ['lijn 3', 'lijn 1', 'lijn 2'],
      problem: 'Dit kwartaal kreeg een klant twee keer dozen met een onleesbare barcode.',
      improvement:
        'Een vaste scanner aan het einde van de lijn die dozen met een onleesbare code uitstoot.',
      result: 'Geen klachten meer over onleesbare barcodes.',
      photos: {
        before: 'Dozen met een vage barcode',
        after: 'Vaste scanner aan het einde van de lijn',
      },
    },
    {
      title: 'Interne audits in {place} op de tablet',
      places: ['Rotterdam', 'Zwolle', 'Eindhoven'],
      problem: 'Interne audits gaan op papier en worden daarna overgetypt.',
      improvement: 'De auditchecklist als formulier op de tablet, met foto’s van de bevindingen.',
      result: 'Niets meer overtypen, en bevindingen liggen dezelfde dag bij de verantwoordelijke.',
      photos: {
        before: 'Stapel papieren auditformulieren',
        after: 'Auditformulier met foto’s op de tablet',
      },
    },
    {
      title: 'Trekproef op de lijmnaad bij elke ploegwissel',
      problem: 'Slechte lijmnaden ontdekt de klant, niet wij.',
      improvement:
        'Bij elke ploegwissel een trekproef op drie dozen, met de uitslag op het controleformulier.',
      result: 'Een zwakke lijmnaad wordt binnen acht uur gevonden in plaats van bij de klant.',
      photos: {
        before: 'Opengesprongen lijmnaad bij de klant',
        after: 'Trekproef op drie dozen per ploeg',
      },
    },
    {
      title: 'Groene zegel op goedgekeurde pallets in {place}',
      places: ['Rotterdam', 'Zwolle'],
      problem:
        'Pallets die nog gecontroleerd moeten worden, staan naast goedgekeurde en worden soms te vroeg geladen.',
      improvement:
        'Een groene zegel op elke goedgekeurde pallet; zonder zegel laadt de expeditie niet.',
      result: 'Geen ongecontroleerde pallets meer bij de klant.',
      photos: {
        before: 'Gecontroleerde en open pallets door elkaar',
        after: 'Groene zegel op een goedgekeurde pallet',
      },
    },
    {
      title: 'Gewichten rechtstreeks van de weegschaal in het meetrapport',
      problem: 'Gewichten worden van het display overgeschreven, met tikfouten als gevolg.',
      improvement: 'De weegschaal stuurt het gewicht direct naar het meetrapport.',
      result: 'Geen overschrijffouten meer en het rapport is sneller klaar.',
      photos: {
        before: 'Gewicht op papier overgeschreven',
        after: 'Weegschaal met kabel naar de pc',
      },
    },
    {
      title: 'Kleurmeting met een spectrofotometer bij {place}',
      places: ['drukpers 1', 'drukpers 2'],
      problem: 'Of de kleur klopt, bepalen we met het oog onder de tl-verlichting van de hal.',
      improvement:
        'Een spectrofotometer en een daglichtkast naast de drukpers; de streefwaarden staan op de order.',
      result: 'Kleur wordt gemeten in plaats van geschat; de kleurklachten zijn gehalveerd.',
      photos: {
        before: 'Kleur beoordelen onder tl-licht',
        after: 'Meting met de spectrofotometer',
      },
    },
    {
      title: 'Visgraatdiagram bij terugkerende klachten',
      problem:
        'Bij een klacht wijzen we snel één oorzaak aan, en daarna komt de klacht toch terug.',
      improvement:
        'Bij elke terugkerende klacht een visgraatdiagram met alle betrokken afdelingen.',
      result: 'Oorzaken worden breder gezocht; de klacht over scheve vouwen is opgelost.',
      photos: {
        before: 'Eén oorzaak op een geeltje',
        after: 'Visgraatdiagram op het whiteboard',
      },
    },
  ],
  quality: [
    'Minder klachten van klanten.',
    'Afwijkingen worden eerder gevonden.',
    'Eenduidige beoordeling door alle ploegen.',
  ],
  safety: [
    'Minder tillen bij het verplaatsen van monsters.',
    'Looproutes zijn vrij van obstakels.',
  ],
};
