/** The clients' success stories: situation, approach, result and a quote of the client. */

export type SuccessStory = {
  title: string
  /** The client's sector (an index of SECTORS): the story shows on that sector's label page. */
  sector: number
  summary: string
  situation: string
  approach: string
  result: string
  quote: { text: string; name: string; role: string }
}

export const SUCCESS_STORIES: SuccessStory[] = [
  {
    title: 'Twaalf vakmensen in acht weken voor De Linde',
    sector: 0,
    summary:
      'Hoe we een woningbouwproject op schema hielpen met een flexibele schil van uitvoerders en werkvoorbereiders.',
    situation: `Bouwbedrijf De Linde won in het voorjaar twee grote woningbouwprojecten tegelijk. Het eigen team kon het werk niet alleen aan: er waren uitvoerders, werkvoorbereiders en een calculator nodig, en de eerste paal moest binnen twee maanden de grond in.`,
    approach: `We spraken eerst met de projectleiders over de planning en de manier van werken op de bouwplaats. Daarna zochten we in ons netwerk naar vakmensen die snel beschikbaar waren en ervaring hadden met woningbouw.

- Een vaste accountmanager die wekelijks met de projectleiding afstemde
- Kandidaten die de bouwplaats al hadden bezocht voor hun eerste gesprek
- Een mix van detachering voor de piek en vaste plaatsingen voor de lange termijn`,
    result: `In acht weken startten twaalf vakmensen op de twee projecten. Beide projecten gingen op tijd van start. Vier van de gedetacheerde professionals zijn na het project in vaste dienst gegaan bij De Linde.`,
    quote: {
      text: 'Koers kende ons bedrijf en onze bouwplaatsen. Daardoor kwamen er mensen binnen die vanaf de eerste dag meedraaiden.',
      name: 'Henk Smeets',
      role: 'Directeur, Bouwbedrijf De Linde',
    },
  },
  {
    title: 'Zorggroep Rivierenland vult roosters structureel',
    sector: 2,
    summary: 'Een vaste pool van verpleegkundigen en verzorgenden verlaagde het verzuim en de inhuurkosten.',
    situation: `Zorggroep Rivierenland had elke week open diensten in de roosters van haar woonzorgcentra. Die werden op het laatste moment ingevuld met steeds wisselende invalkrachten. Voor bewoners was dat onrustig, en het vaste personeel raakte overbelast.`,
    approach: `Samen met de roosterplanners brachten we in kaart welke diensten het vaakst openstonden. Op basis daarvan stelden we een vaste pool samen van verpleegkundigen en verzorgenden IG die alleen voor Rivierenland werken.

- Elke poolmedewerker kreeg een inwerkdag op de locaties waar hij of zij werkt
- De planners van Rivierenland plannen de pool rechtstreeks in hun eigen systeem
- Elk kwartaal evalueren we de bezetting en passen we de pool aan`,
    result: `Open diensten worden nu ingevuld door bekende gezichten. Het vaste personeel ervaart minder werkdruk, en het verzuim op de deelnemende locaties is gedaald. Omdat de pool vaste afspraken heeft, zijn ook de kosten van inhuur lager dan voorheen.`,
    quote: {
      text: 'Bewoners zien weer dezelfde gezichten. Dat was voor ons het belangrijkste, en het scheelt ook nog geld.',
      name: 'Ingrid Verbeek',
      role: 'Manager zorg, Zorggroep Rivierenland',
    },
  },
  {
    title: 'Noordhaven Logistics groeit door met eigen planners',
    sector: 3,
    summary: 'Van tijdelijke inzet naar een vast planningsteam in één jaar.',
    situation: `Noordhaven Logistics opende een tweede distributiecentrum en had direct meer planners nodig. Het bedrijf wilde op termijn een eigen planningsteam, maar had geen tijd om dat vanaf nul op te bouwen.`,
    approach: `We begonnen met drie ervaren planners op detacheringsbasis, zodat het nieuwe distributiecentrum meteen kon draaien. Tegelijk zochten we twee starters met een logistieke opleiding, die door de ervaren planners werden ingewerkt.

- Vaste afspraken over de overname van gedetacheerde planners
- Een inwerkprogramma dat we samen met de operationeel manager opstelden
- Maandelijks overleg over de voortgang van het team`,
    result: `Na een jaar heeft Noordhaven een eigen planningsteam van vijf mensen. Alle vijf zijn in vaste dienst, en het team plant inmiddels beide distributiecentra.`,
    quote: {
      text: 'We hadden de mensen nodig voordat we wisten hoe het team eruit moest zien. Koers hielp ons bij allebei.',
      name: 'Erik Hoogendoorn',
      role: 'Operationeel manager, Noordhaven Logistics',
    },
  },
]
