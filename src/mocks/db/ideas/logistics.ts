import type { AreaTexts } from './kaizen-idea';

/** The warehouse: receiving, aisles, picking, shipping docks and forklifts. */
export const LOGISTICS: AreaTexts = {
  ideas: [
    {
      title: 'Ledverlichting in magazijngang {place}',
      places: ['C', 'F', 'A', 'H', 'B'],
      problem:
        'In gang {place} is het donker; de etiketten op de bovenste planken zijn slecht leesbaar.',
      improvement: 'Ledstrips met bewegingssensor onder de stellingen.',
      result: 'Beter zicht, minder pickfouten en een lager stroomverbruik.',
      photos: {
        before: 'Donkere gang met slecht leesbare etiketten',
        after: 'Verlichte gang met leesbare etiketten',
      },
    },
    {
      title: 'Kleurcodes op de palletplaatsen in {place}',
      places: ['de expeditie', 'hal 2'],
      problem: 'Pallets voor verschillende klanten raken door elkaar in {place}.',
      improvement: 'Vloermarkering in klantkleuren en een legenda bij de ingang van de hal.',
      result: 'Minder verkeerd geladen pallets en sneller laden.',
      photos: {
        before: 'Pallets van verschillende klanten door elkaar',
        after: 'Palletplaatsen met een kleur per klant',
      },
    },
    {
      title: 'Laadhouder voor de handscanners bij {place}',
      places: ['de inslag', 'de expeditie', 'hal 2'],
      problem: 'De handscanners liggen steeds ergens anders en de accu is vaak leeg.',
      improvement: 'Een laadhouder aan de muur met een sticker „terugzetten na gebruik”.',
      result: 'De scanners zijn altijd opgeladen en binnen handbereik.',
      photos: {
        before: 'Handscanner met lege accu op een pallet',
        after: 'Handscanners in de laadhouder',
      },
    },
    {
      title: 'Veiligheidsspiegel op de kruising bij {place}',
      places: ['gang B', 'de inslag', 'de laadkuilen'],
      problem:
        'Bij {place} zien heftruckchauffeurs elkaar pas op het laatste moment; vorige maand ging het bijna mis.',
      improvement: 'Een bolle spiegel aan de stelling en stopstrepen op de vloer.',
      result: 'Overzicht op de kruising; sindsdien geen bijna-aanrijdingen meer gemeld.',
      photos: {
        before: 'Onoverzichtelijke kruising zonder spiegel',
        after: 'Bolle spiegel en stopstreep op de kruising',
      },
    },
    {
      title: 'Picklijst in de volgorde van de looproute',
      problem: 'De picklijst staat op artikelnummer, dus we lopen kriskras door het magazijn.',
      improvement: 'De picklijst sorteren op locatie, in de volgorde van een vaste looproute.',
      result: 'Een order picken kost gemiddeld vier minuten minder.',
      photos: {
        before: 'Kriskras looproute op de plattegrond',
        after: 'Eén rondgang langs de locaties',
      },
    },
    {
      title: 'Snellopers dicht bij de expeditie',
      problem: 'De twintig artikelen die we het vaakst versturen liggen achter in het magazijn.',
      improvement: 'De snellopers naar de eerste twee gangen; elk kwartaal kijken we de lijst na.',
      result: 'Kortere looproutes en minder drukte in de achterste gangen.',
      photos: {
        before: 'Veelgevraagde dozen achter in het magazijn',
        after: 'Snellopers in de eerste gang',
      },
    },
    {
      title: 'Vaste laaddeur per vervoerder',
      problem: 'Chauffeurs weten niet aan welke deur ze moeten en wachten bij de receptie.',
      improvement: 'Een bord bij de poort met de deur per vervoerder en een vast tijdvak.',
      result: 'Kortere wachttijden en minder vrachtwagens op het terrein.',
      photos: {
        before: 'Wachtende vrachtwagens voor de poort',
        after: 'Bord met de laaddeur per vervoerder',
      },
    },
    {
      title: 'Handwikkelaar met voorrekrem voor stretchfolie',
      problem: 'We wikkelen pallets met de hand en gebruiken veel meer folie dan nodig.',
      improvement:
        'Een handwikkelaar met voorrekrem en een kaartje met het aantal rondes per palletsoort.',
      result: 'Ongeveer dertig procent minder folie per pallet.',
      photos: {
        before: 'Pallet dik ingepakt in folie',
        after: 'Pallet strak gewikkeld met minder folie',
      },
    },
    {
      title: 'Lege pallets ophalen op vaste tijden bij {place}',
      places: ['de lijnen', 'de expeditie'],
      problem: 'Lege pallets stapelen zich op bij {place} en blokkeren de nooduitgang.',
      improvement:
        'De heftruck haalt om 10, 14 en 22 uur de lege pallets op en zet ze in het rek buiten.',
      result: 'De nooduitgangen blijven vrij en er is meer ruimte om te werken.',
      photos: {
        before: 'Lege pallets voor de nooduitgang',
        after: 'Vrije nooduitgang, pallets in het rek',
      },
    },
    {
      title: 'Retourvak met retourformulier',
      problem:
        'Retouren van klanten staan tussen de nieuwe voorraad en worden soms opnieuw verstuurd.',
      improvement: 'Een afgebakend retourvak met een formulier voor de reden en de beoordeling.',
      result: 'Geen retouren meer per ongeluk verstuurd, en sneller zicht op de redenen.',
      photos: {
        before: 'Retourdozen tussen de nieuwe voorraad',
        after: 'Afgebakend retourvak met formulieren',
      },
    },
    {
      title: 'Laadplaats voor heftrucks naast de parkeerplek',
      problem: 'De heftrucks laden in de hoek bij de inslag, ver van waar ze ’s nachts staan.',
      improvement:
        'Een laadplaats naast de parkeerplek van de heftrucks, met lekbak en ventilatie.',
      result: 'De heftrucks staan ’s ochtends altijd opgeladen klaar.',
      photos: {
        before: 'Laadkabels over het looppad',
        after: 'Laadplaats met lekbak bij de parkeerplek',
      },
    },
    {
      title: 'Locatielabels op ooghoogte in gang {place}',
      places: ['D', 'E', 'G'],
      problem: 'De locatielabels in gang {place} zitten op vloerhoogte en zijn vaak beschadigd.',
      improvement: 'Nieuwe labels op ooghoogte, met een grote letter en een barcode.',
      result: 'Scannen gaat sneller en er worden minder verkeerde locaties geboekt.',
      photos: {
        before: 'Beschadigd label op vloerhoogte',
        after: 'Label met barcode op ooghoogte',
      },
    },
    {
      title: 'Looppaden markeren in {place}',
      places: ['hal 1', 'hal 2'],
      problem: 'Voetgangers lopen in {place} tussen de heftrucks door, omdat er geen looppad is.',
      improvement: 'Groen gemarkeerde looppaden en hekjes bij de uitgangen van de stellingen.',
      result: 'Voetgangers en heftrucks zitten elkaar niet meer in de weg.',
      photos: {
        before: 'Voetganger tussen rijdende heftrucks',
        after: 'Groen looppad met hekjes',
      },
    },
    {
      title: 'Weegschaal bij het inpakken van pakketten',
      problem:
        'Pakketten worden te licht aangemeld bij de vervoerder; elke maand krijgen we naheffingen.',
      improvement:
        'Een weegschaal aan de inpaktafel die het gewicht direct op het verzendlabel zet.',
      result: 'Geen naheffingen meer van de vervoerder.',
      photos: {
        before: 'Gewicht op het oog geschat',
        after: 'Weegschaal gekoppeld aan de labelprinter',
      },
    },
  ],
  quality: [
    'Minder verkeerd geleverde orders.',
    'Minder beschadigde pallets bij de klant.',
    'Voorraad in het systeem klopt vaker met de stelling.',
  ],
  safety: [
    'Minder kans op een aanrijding met een heftruck.',
    'Looproutes zijn vrij van obstakels.',
    'Nooduitgangen blijven vrij.',
  ],
};
