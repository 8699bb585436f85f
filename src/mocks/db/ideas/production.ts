import type { AreaTexts } from './kaizen-idea';

/** A corrugated-packaging plant: folder-gluers, die-cutters, flexo presses, packing tables. */
export const PRODUCTION: AreaTexts = {
  ideas: [
    {
      title: 'Schaduwbord voor gereedschap bij {place}',
      places: ['lijn 2', 'de stansmachine', 'lijn 1', 'lijn 3'],
      problem:
        'Bij {place} zoeken we elke dienst zo’n tien minuten naar sleutels, tangen en mesjes.',
      improvement:
        'Een schaduwbord naast de machine met een omlijnde plek voor elk stuk gereedschap.',
      result: 'Gereedschap is direct te vinden en wat ontbreekt valt meteen op.',
      photos: {
        before: 'Gereedschap ligt los op de werkbank',
        after: 'Elk stuk gereedschap op een vaste plek',
      },
    },
    {
      title: 'Checklist voor het omstellen van {place}',
      places: ['de vouw-lijmmachine', 'de stansmachine', 'de flexodrukpers'],
      problem:
        'Bij het omstellen van {place} vergeten we soms een instelling; de eerste honderd dozen gaan dan naar de afkeur.',
      improvement:
        'Een geplastificeerde checklist van acht stappen aan de machine, af te tekenen per omstelling.',
      result: 'Minder afkeur na het omstellen, en nieuwe collega’s leren het sneller.',
      photos: {
        before: 'Omstellen zonder vaste volgorde',
        after: 'Checklist hangt zichtbaar aan de machine',
      },
    },
    {
      title: 'Snelspanners voor de stansvormen',
      problem:
        'Het wisselen van een stansvorm duurt ruim veertig minuten, vooral door twaalf bouten.',
      improvement:
        'Snelspanners in plaats van bouten en een voorbereide vormwagen naast de machine.',
      result: 'De omsteltijd ging van veertig naar vijftien minuten.',
      photos: {
        before: 'Stansvorm vastgezet met twaalf bouten',
        after: 'Stansvorm met snelspanners op de vormwagen',
      },
    },
    {
      title: 'Inktpotten met datum en kleurvak bij {place}',
      places: ['drukpers 1', 'drukpers 2'],
      problem:
        'Aangebroken inktpotten staan door elkaar; soms drukken we met inkt die over datum is.',
      improvement:
        'Elke pot krijgt bij openen een sticker met de datum, en er komt een rek met een vak per kleur.',
      result: 'Geen drukfouten meer door oude inkt en minder weggegooide inkt.',
      photos: {
        before: 'Inktpotten zonder datum op de vloer',
        after: 'Inktpotten met datum in een rek per kleur',
      },
    },
    {
      title: 'Vaste bufferplek tussen {place}',
      places: ['de stansmachine en lijn 2', 'de drukpers en de stansmachine'],
      problem:
        'Stapels halffabricaat staan in het gangpad; heftrucks moeten eromheen manoeuvreren.',
      improvement: 'Een gemarkeerde bufferzone voor hoogstens vier pallets, met een bord „vol”.',
      result: 'Het gangpad blijft vrij en iedereen ziet in één oogopslag wat er klaarstaat.',
      photos: {
        before: 'Pallets halffabricaat in het gangpad',
        after: 'Gemarkeerde bufferzone voor vier pallets',
      },
    },
    {
      title: 'Afvalbakken per soort bij {place}',
      places: ['de snijlijn', 'de inpaktafel', 'lijn 1', 'lijn 3'],
      problem:
        'Karton, folie en restafval gaan in dezelfde container; gemengd afval kost het dubbele.',
      improvement: 'Drie gekleurde bakken met pictogrammen direct bij de werkplek.',
      result: 'Beter gescheiden afval en lagere afvoerkosten.',
      photos: {
        before: 'Eén container vol gemengd afval',
        after: 'Gekleurde bakken voor karton, folie en rest',
      },
    },
    {
      title: 'Tweede labelprinter aan het einde van {place}',
      places: ['lijn 1', 'lijn 3', 'lijn 2'],
      problem: 'Operators van {place} lopen per order twee keer naar de printer bij de expeditie.',
      improvement: 'Een tweede labelprinter direct aan het einde van de lijn.',
      result: 'Ongeveer een kilometer minder lopen per dienst.',
      photos: {
        before: 'Lange looproute naar de labelprinter',
        after: 'Labelprinter aan het einde van de lijn',
      },
    },
    {
      title: 'Lijmresten opvangen onder de lijmunit van {place}',
      places: ['lijn 2', 'lijn 1'],
      problem: 'Druppelende lijm hardt uit op de vloer en moet elke vrijdag worden weggeschraapt.',
      improvement: 'Een uitneembare opvangbak van rvs onder de lijmunit, elke dag te legen.',
      result: 'Schoonmaken kost vijf minuten per dag in plaats van een uur per week.',
      photos: {
        before: 'Uitgeharde lijm op de vloer',
        after: 'Opvangbak van rvs onder de lijmunit',
      },
    },
    {
      title: 'Verstelbare werktafel bij {place}',
      places: ['de inpaktafel', 'de handmatige afwerking'],
      problem:
        'Bij {place} werken collega’s de hele dienst voorovergebogen; er zijn klachten over rugpijn.',
      improvement: 'Een in hoogte verstelbare tafel en een kantelbare bak voor de dozen.',
      result: 'Rechtop werken en minder verzuim door rugklachten.',
      photos: {
        before: 'Collega buigt diep over een lage tafel',
        after: 'Werktafel op de juiste werkhoogte',
      },
    },
    {
      title: 'Dagstart van tien minuten bij het productiebord',
      problem: 'Problemen van de vorige dienst horen we pas als we er zelf tegenaan lopen.',
      improvement:
        'Elke ochtend om 6.05 uur tien minuten staand overleg bij een bord met orders en storingen.',
      result: 'Iedereen weet waar het die dag om draait en problemen worden eerder opgepakt.',
      photos: {
        before: 'Whiteboard met oude aantekeningen',
        after: 'Productiebord met orders en acties',
      },
    },
    {
      title: 'Restrollen karton terug naar het magazijn',
      problem: 'Restrollen blijven naast de machine staan tot ze beschadigd zijn en weg moeten.',
      improvement:
        'Een rek voor restrollen met een label met breedte en lengte; het magazijn haalt ze dagelijks op.',
      result:
        'Restrollen worden weer gebruikt: naar schatting drie ton karton per jaar minder afval.',
      photos: {
        before: 'Beschadigde restrollen naast de machine',
        after: 'Restrollen met label in het rek',
      },
    },
    {
      title: 'Werkinstructie met foto’s bij {place}',
      places: ['de palletiseerder', 'lijn 3', 'de stansmachine'],
      problem: 'De werkinstructie van {place} is een tekst van zes pagina’s die niemand leest.',
      improvement:
        'Eén A3 per handeling met foto’s en hoogstens vijf stappen, opgehangen bij de machine.',
      result: 'Nieuwe collega’s werken sneller zelfstandig en maken minder fouten.',
      photos: {
        before: 'Map met zes pagina’s tekst',
        after: 'A3 met een foto per stap bij de machine',
      },
    },
    {
      title: 'Perslucht dicht bij stilstand van {place}',
      places: ['lijn 1', 'lijn 2'],
      problem: 'Als {place} stilstaat, blijft de perslucht open en blazen de nozzles gewoon door.',
      improvement:
        'Een afsluiter die samen met de lijn uitschakelt, met een sticker bij de noodstop.',
      result: 'Minder persluchtverbruik; de compressor draait ’s nachts bijna niet meer.',
      photos: {
        before: 'Blazende nozzles bij een stilstaande lijn',
        after: 'Afsluiter gekoppeld aan de lijnschakelaar',
      },
    },
    {
      title: 'Vaste parkeerplek voor de pallettruck bij {place}',
      places: ['lijn 3', 'lijn 1'],
      problem:
        'De pallettruck bij {place} staat steeds in de weg of is zoek als we hem nodig hebben.',
      improvement: 'Een gemarkeerd parkeervak met een bordje, naast de uitvoer van de lijn.',
      result: 'De pallettruck is altijd te vinden en de looproute blijft vrij.',
      photos: {
        before: 'Pallettruck midden in het looppad',
        after: 'Pallettruck in het gemarkeerde parkeervak',
      },
    },
  ],
  quality: [
    'Minder afkeur aan het einde van de lijn.',
    'Stabielere lijmnaden.',
    'Minder klachten over beschadigde dozen.',
    'Drukwerk staat beter in register.',
  ],
  safety: [
    'Minder kans op struikelen over materiaal.',
    'Geen tillen boven schouderhoogte meer.',
    'Minder contact met scherpe messen.',
    'Minder bukken en draaien met de rug.',
  ],
};
