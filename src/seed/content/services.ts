/**
 * The services for employers, as an agency explains them to a client who has never hired through
 * one: what it is, for whom, how it goes, and the terms in plain words.
 */
export type Service = {
  slug: string
  title: string
  /** The key visual's line and the card's text on the overview. */
  summary: string
  what: string
  forWhom: string
  steps: Array<[title: string, text: string]>
  terms: Array<[question: string, answer: string]>
}

export const SERVICES: Service[] = [
  {
    slug: 'uitzenden',
    title: 'Uitzenden',
    summary: 'Snel extra handen, zonder werkgeversrisico. Wij zijn de werkgever, jij geeft leiding op de werkvloer.',
    what: 'Bij uitzenden werkt een uitzendkracht bij jou, maar is hij of zij in dienst van ons. Wij regelen het contract, de loonbetaling, de verzekeringen en de verzuimbegeleiding. Jij betaalt per gewerkt uur een vast tarief en geeft de uitzendkracht dagelijks leiding.',
    forWhom:
      'Voor werkgevers met pieken in het werk, seizoensdrukte, vervanging bij ziekte of verlof, of een vacature die je eerst wilt proberen voordat je iemand in vaste dienst neemt.',
    steps: [
      [
        'Aanvraag',
        'Je vertelt wie je zoekt, vanaf wanneer en voor hoeveel uur. Binnen één werkdag bellen we je terug.',
      ],
      ['Voorstel', 'We selecteren kandidaten uit ons netwerk en stellen je meestal binnen enkele dagen de beste voor.'],
      ['Start', 'Jij kiest. Wij regelen het contract, de instructie over veiligheid en de eerste werkdag.'],
      ['Begeleiding', 'Je accountmanager houdt contact met jou en de uitzendkracht en lost vragen snel op.'],
    ],
    terms: [
      [
        'Wat betaal ik precies?',
        'Een uurtarief: het brutoloon van de uitzendkracht maal een vaste factor. Daarin zitten alle werkgeverslasten, vakantiegeld, reserveringen en onze vergoeding. Je betaalt alleen de uren die echt gewerkt zijn.',
      ],
      [
        'Hoe snel kan ik stoppen?',
        'Dat spreken we vooraf af. Meestal kan de opdracht tussentijds eindigen met een opzegtermijn van één tot twee weken.',
      ],
      [
        'Welke cao geldt?',
        'De uitzendkracht valt onder de ABU-cao voor uitzendkrachten. Na 26 gewerkte weken krijgt hij of zij hetzelfde loon als een vergelijkbare werknemer bij jou (de inlenersbeloning).',
      ],
      [
        'Mag ik de uitzendkracht daarna zelf in dienst nemen?',
        'Ja. Na 1.040 gewerkte uren kan dat zonder vergoeding. Eerder kan ook, tegen een vooraf afgesproken overnamevergoeding.',
      ],
    ],
  },
  {
    slug: 'detacheren',
    title: 'Detacheren',
    summary: 'Een vakspecialist voor langere tijd, met vaste begeleiding en zonder vast contract aan jouw kant.',
    what: 'Bij detacheren werkt een specialist voor een langere periode bij jou, terwijl hij of zij bij ons in vaste dienst is. Je haalt kennis in huis die je niet dagelijks nodig hebt of die lastig te vinden is, zonder zelf een arbeidsovereenkomst aan te gaan.',
    forWhom:
      'Voor organisaties met een project van een paar maanden tot enkele jaren, of met werk waarvoor specifieke kennis nodig is, zoals een werkvoorbereider, engineer, planner of controller.',
    steps: [
      ['Intake', 'Je accountmanager bespreekt met je welke kennis en ervaring het project vraagt.'],
      ['Selectie', 'We stellen specialisten voor met hun cv en ervaring. Jij spreekt ze zelf voordat je kiest.'],
      [
        'Opdracht',
        'We leggen duur, uren en tarief vast in één overeenkomst. De gedetacheerde start op de afgesproken datum.',
      ],
      ['Evaluatie', 'Elk kwartaal evalueren we samen hoe het gaat. Verlengen of afronden bespreken we ruim op tijd.'],
    ],
    terms: [
      [
        'Wat kost detacheren?',
        'Een vast uurtarief per specialist, afhankelijk van functie en ervaring. Reiskosten en overwerk spreken we vooraf af, zodat je niet voor verrassingen komt te staan.',
      ],
      [
        'Wat als het niet klikt?',
        'Dan zoeken we een vervanger. Past het echt niet, dan kan de opdracht eindigen met de opzegtermijn uit de overeenkomst, meestal een maand.',
      ],
      [
        'Wie is verantwoordelijk bij ziekte?',
        'Wij. De gedetacheerde is bij ons in dienst: wij betalen door bij ziekte en begeleiden de re-integratie.',
      ],
    ],
  },
  {
    slug: 'werving-en-selectie',
    title: 'Werving & selectie',
    summary: 'Wij vinden de juiste kandidaat voor een vaste baan bij jou. Je betaalt pas als iemand start.',
    what: 'Bij werving en selectie zoeken wij een nieuwe collega die direct bij jou in dienst komt. We schrijven de vacaturetekst, zoeken actief in ons netwerk en daarbuiten, voeren de eerste gesprekken en controleren referenties. Jij voert de laatste gesprekken en neemt de beslissing.',
    forWhom:
      'Voor werkgevers die een vaste functie willen invullen en geen tijd of netwerk hebben om zelf goed te werven, of die een moeilijk vindbaar profiel zoeken.',
    steps: [
      ['Profiel', 'Samen maken we een scherp profiel: taken, vaardigheden, cultuur en arbeidsvoorwaarden.'],
      ['Zoeken', 'We benaderen kandidaten actief en publiceren de vacature waar jouw doelgroep kijkt.'],
      ['Voorselectie', 'Je krijgt een shortlist van drie tot vijf kandidaten met ons advies per kandidaat.'],
      ['Aanstelling', 'Jij kiest. We helpen bij het aanbod en blijven in de eerste maanden betrokken.'],
    ],
    terms: [
      [
        'Wat betaal ik?',
        'Een vast percentage van het bruto jaarsalaris van de nieuwe medewerker. Je betaalt pas als de kandidaat een contract tekent: geen resultaat, geen rekening.',
      ],
      [
        'Wat als de nieuwe medewerker snel weer vertrekt?',
        'Vertrekt hij of zij binnen de proeftijd, dan zoeken we kosteloos een nieuwe kandidaat.',
      ],
      ['Hoe lang duurt het?', 'Gemiddeld zes weken van de eerste afspraak tot een getekend contract.'],
    ],
  },
  {
    slug: 'payroll',
    title: 'Payroll',
    summary: 'Jij vindt de mensen zelf, wij nemen het werkgeverschap en de administratie van je over.',
    what: 'Bij payroll heb je zelf een medewerker gevonden, maar nemen wij het juridisch werkgeverschap over. Wij verzorgen het contract, de loonstroken, de aangifte loonheffingen, het pensioen en het verzuim. De medewerker werkt bij jou en krijgt dezelfde arbeidsvoorwaarden als je eigen personeel.',
    forWhom:
      'Voor werkgevers die personeel willen laten werken zonder zelf een salarisadministratie te voeren, zoals startende ondernemingen, buitenlandse bedrijven in Nederland of organisaties die tijdelijk iemand aannemen.',
    steps: [
      ['Aanmelden', 'Je geeft de gegevens van de medewerker en de afgesproken arbeidsvoorwaarden door.'],
      ['Contract', 'Wij maken het contract en melden de medewerker aan bij de Belastingdienst en het pensioenfonds.'],
      ['Verloning', 'Elke periode verwerken wij de uren en betalen het loon op tijd uit.'],
      ['Verzuim', 'Meldt de medewerker zich ziek, dan regelen wij de verzuimbegeleiding volgens de wet.'],
    ],
    terms: [
      [
        'Wat kost payroll?',
        'Een vast tarief per gewerkt uur bovenop de loonkosten. Je krijgt één factuur per periode, zonder extra kosten voor de loonstroken.',
      ],
      [
        'Welke arbeidsvoorwaarden krijgt de medewerker?',
        'Dezelfde als jouw eigen medewerkers in een vergelijkbare functie, inclusief een passend pensioen. Zo schrijft de wet het voor.',
      ],
      [
        'Kan ik de medewerker later zelf in dienst nemen?',
        'Ja, altijd en zonder vergoeding. Een maand opzegtermijn is genoeg.',
      ],
    ],
  },
]
