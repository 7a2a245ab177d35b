/** What each label of the group does, for whom, and how it works, in the light markup of richText. */

export type LabelText = { about: string; approach: string }

const LABEL_TEXTS: Record<string, LabelText> = {
  'Koers Bouw': {
    about: `Koers Bouw vindt vakmensen voor aannemers, ingenieursbureaus en opdrachtgevers in de bouw en de infra. Van werkvoorbereider en calculator tot uitvoerder en projectleider: we kennen de functies, omdat een deel van ons team zelf op de bouwplaats heeft gestaan.

We werken voor middelgrote aannemers in de woning- en utiliteitsbouw en voor bedrijven in de grond-, weg- en waterbouw. Kandidaten plaatsen we in vaste dienst, via detachering of voor de duur van een project.`,
    approach: `Voor elke opdracht bezoeken we eerst het bedrijf en, waar het kan, de bouwplaats. Zo weten we hoe het team werkt en wie erin past.

- Binnen een week de eerste kandidaten, die we zelf hebben gesproken
- Kandidaten met de juiste papieren, zoals VCA-VOL
- Een vaste accountmanager die het project blijft volgen
- Begeleiding van gedetacheerde vakmensen, ook op de bouwplaats`,
  },
  'Koers Techniek': {
    about: `Koers Techniek zoekt engineers, monteurs en programmeurs voor installatiebedrijven, machinebouwers en de procesindustrie. Onze recruiters hebben zelf een technische achtergrond en spreken de taal van de vakmensen die ze zoeken.

We werken voor bedrijven in heel Nederland, met een sterke basis rond Eindhoven en in de Randstad. Naast vaste plaatsingen bieden we detachering en begeleiden we zij-instromers die het vak in de praktijk leren.`,
    approach: `Technisch talent is schaars. Daarom zoeken we niet alleen naar wie nu beschikbaar is, maar bouwen we een netwerk op van vakmensen die we al jaren kennen.

- Een technisch intakegesprek, zodat we weten wat een kandidaat echt kan
- Hulp bij certificaten, zoals het F-gassencertificaat of NEN 3140
- Leerwerktrajecten voor monteurs in opleiding
- Meedenken over het opleiden van je eigen mensen`,
  },
  'Koers Zorg': {
    about: `Koers Zorg brengt verpleegkundigen, verzorgenden en planners in contact met organisaties in de ouderenzorg, de thuiszorg en de gehandicaptenzorg. We plaatsen in vaste dienst en werken met een eigen flexpool voor organisaties die pieken in de roosters willen opvangen.

Ons team bestaat voor een deel uit mensen die zelf in de zorg hebben gewerkt. We weten wat een wisselend rooster betekent en hoe belangrijk een goed team is.`,
    approach: `In de zorg draait alles om vertrouwen: van de cliënt, van het team en van de professional zelf. Daarom nemen we de tijd om kandidaten en organisaties te leren kennen.

- Controle van diploma’s en BIG-registratie voor de eerste dienst
- Een vaste contactpersoon voor de flexpool, ook in het weekend
- Meeloopdagen voor zij-instromers en herintreders
- Aandacht voor roosters die bij het leven van de professional passen`,
  },
  'Koers Logistiek': {
    about: `Koers Logistiek vindt planners, teamleiders en analisten voor distributiecentra, transportbedrijven en productiebedrijven met een eigen logistieke afdeling. We richten ons op de functies die de keten laten draaien: van de planning tot de leiding op de vloer.

Onze opdrachtgevers zitten vooral rond de grote logistieke knooppunten, zoals de haven van Rotterdam, Midden-Brabant en de regio Utrecht.`,
    approach: `Logistiek werk is tempo en overzicht. Wij zorgen dat je snel de juiste mensen hebt, en dat ze blijven.

- Kandidaten met ervaring in de systemen die je gebruikt, zoals een WMS of TMS
- Tijdelijke inzet die kan overgaan in vaste dienst
- Ondersteuning bij het opzetten van een eigen planningsteam
- Evaluatie na drie maanden met opdrachtgever en professional`,
  },
  'Koers Finance': {
    about: `Koers Finance werft en detacheert financials: van financieel administratief medewerker en salarisadministrateur tot controller. We werken voor accountantskantoren, administratiekantoren, zorginstellingen en het mkb.

Voor tijdelijke vraagstukken, zoals een jaarafsluiting, een systeemwissel of vervanging bij ziekte, zetten we interim-professionals in. Voor vaste functies zoeken we kandidaten die ook op de lange termijn bij de organisatie passen.`,
    approach: `Cijfers liegen niet, een cv soms wel. Daarom toetsen we de kennis van onze kandidaten voordat we ze voorstellen.

- Een vakinhoudelijk gesprek met een consultant met een financiële achtergrond
- Kandidaten met ervaring in pakketten als AFAS, Exact en Twinfield
- Interim-professionals die binnen enkele dagen kunnen starten
- Persoonlijke begeleiding van salarisadministrateurs in hun eerste afsluitingen`,
  },
  'Koers Publiek': {
    about: `Koers Publiek is er voor gemeenten, provincies, waterschappen en uitvoeringsorganisaties. We vinden beleidsmedewerkers, vergunningverleners, informatieanalisten en functioneel beheerders, voor een vaste baan of een detachering.

Sinds de invoering van de Omgevingswet zoeken overheden veel specialisten in het fysieke domein. Daarnaast helpen we bij de digitalisering van de dienstverlening.`,
    approach: `Werken voor de overheid vraagt om kennis van de inhoud én van de bestuurlijke omgeving. Daar letten we op bij elke kandidaat.

- Kandidaten die we hebben gesproken over de inhoud en over politieke sensitiviteit
- Werken volgens de inkoopvoorwaarden en raamovereenkomsten van de overheid
- Detachering met een vast aanspreekpunt voor opdrachtgever en professional
- Begeleiding van professionals die de overstap vanuit de markt maken`,
  },
}

/** The text of one label; every label of LABELS has one. */
export function labelTextOf(name: string): LabelText {
  const text = LABEL_TEXTS[name]
  if (!text) throw new Error(`No text for the label ${name}: add it to LABEL_TEXTS`)
  return text
}
