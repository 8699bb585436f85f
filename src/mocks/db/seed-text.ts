/** Dutch sample texts the kaizen generator combines; written as shop-floor staff would. */

export interface KaizenIdea {
  title: string;
  problem: string;
  improvement: string;
  result: string;
}

export const IDEAS: readonly KaizenIdea[] = [
  {
    title: 'Schaduwbord voor gereedschap bij lijn 2',
    problem: 'We zoeken elke dienst gemiddeld tien minuten naar sleutels en tangen.',
    improvement: 'Een schaduwbord naast de lijn met een vaste plek voor elk stuk gereedschap.',
    result: 'Gereedschap is direct te vinden en ontbrekende stukken vallen meteen op.',
  },
  {
    title: 'Kleurcodes op de palletplaatsen',
    problem: 'Pallets voor verschillende klanten raken door elkaar in de expeditie.',
    improvement: 'Vloermarkering in klantkleuren en een legenda bij de ingang van de hal.',
    result: 'Minder verkeerd geladen pallets en sneller laden.',
  },
  {
    title: 'Vaste plek voor de handscanner',
    problem: 'De handscanner ligt steeds ergens anders en de accu is vaak leeg.',
    improvement: 'Een laadhouder aan de muur bij de inslag, met een sticker "terugzetten".',
    result: 'De scanner is altijd opgeladen en binnen handbereik.',
  },
  {
    title: 'Checklist bij het omstellen van de vouwmachine',
    problem: 'Bij het omstellen vergeten we soms de lijmdruk aan te passen; dat geeft afkeur.',
    improvement: 'Een geplastificeerde checklist van acht stappen aan de machine.',
    result: 'Afkeur na het omstellen daalt en nieuwe collega’s leren het sneller.',
  },
  {
    title: 'Ledverlichting in magazijngang C',
    problem: 'In gang C is het donker; etiketten op de bovenste planken zijn slecht leesbaar.',
    improvement: 'Ledstrips met bewegingssensor onder de stellingen.',
    result: 'Beter zicht, minder fouten bij het picken en lager stroomverbruik.',
  },
  {
    title: 'Digitale storingslijst in plaats van papier',
    problem: 'Storingen worden op papier genoteerd en raken kwijt tussen de diensten.',
    improvement: 'Een gedeelde lijst op de tablet bij de lijn die de monteurs ook zien.',
    result: 'Monteurs zien storingen meteen en we kunnen trends bekijken.',
  },
  {
    title: 'Afvalbakken per soort bij de snijlijn',
    problem: 'Karton en folie belanden in dezelfde container, dus we betalen meer voor afval.',
    improvement: 'Drie gekleurde bakken met pictogrammen direct bij de snijlijn.',
    result: 'Beter gescheiden afval en lagere afvoerkosten.',
  },
  {
    title: 'Antislipmatten bij de wasplaats',
    problem: 'De vloer bij de wasplaats is nat en glad; er zijn al bijna-ongelukken geweest.',
    improvement: 'Antislipmatten en een afvoergoot langs de wasbakken.',
    result: 'Veiliger lopen en minder uitglijders.',
  },
  {
    title: 'Standaard overdracht tussen de diensten',
    problem: 'Bij de dienstwissel gaat informatie verloren over openstaande orders.',
    improvement:
      'Een overdrachtsformulier van één A4 met vaste onderwerpen en vijf minuten overlap.',
    result: 'Minder vragen na de wissel en een rustigere start van de dienst.',
  },
  {
    title: 'Minder loopafstand naar het etiketteerstation',
    problem: 'Operators lopen per order twee keer heen en weer naar de printer.',
    improvement: 'Een tweede labelprinter direct aan het einde van lijn 1.',
    result: 'Ongeveer een kilometer minder lopen per dienst.',
  },
  {
    title: 'Vaste inkoopdag voor kantoorartikelen',
    problem: 'We bestellen bijna dagelijks kleine hoeveelheden; dat kost verzendkosten.',
    improvement: 'Eén vaste bestelmoment per week met een gedeelde verlanglijst.',
    result: 'Lagere verzendkosten en minder pakketjes aan de balie.',
  },
  {
    title: 'Smeerschema zichtbaar op de machine',
    problem: 'Niemand weet precies wanneer de kettingen voor het laatst zijn gesmeerd.',
    improvement: 'Een aftekenkaart met het smeerschema op de machine zelf.',
    result: 'Minder slijtage en minder onverwachte stilstand.',
  },
];

export const QUALITY_EFFECTS: readonly string[] = [
  'Minder afkeur aan het einde van de lijn.',
  'Minder klachten van klanten over beschadigde dozen.',
  'Stabielere lijmnaden.',
  'Etiketten zitten recht en zijn leesbaar.',
];

export const SAFETY_EFFECTS: readonly string[] = [
  'Minder kans op struikelen en uitglijden.',
  'Geen tillen boven schouderhoogte meer.',
  'Looproutes zijn vrij van obstakels.',
  'Minder contact met scherpe messen.',
];

export const DECLINE_REASONS: readonly string[] = [
  'Goed idee, maar dit wordt al opgelost in het project voor de nieuwe lijn.',
  'De kosten wegen niet op tegen de opbrengst; graag een goedkopere variant.',
  'Dit past niet binnen de veiligheidsvoorschriften van de fabrikant.',
  'Dubbel met een eerder ingediende kaizen van hetzelfde team.',
  'Niet uitvoerbaar op deze locatie; bespreek het met de locatiemanager.',
];
