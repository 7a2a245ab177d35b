/** The text of each demo role: its variants for repeated vacancies, intro, tasks, requirements and offer. */

export type RoleText = {
  /** Titles for the second and third vacancy of the role: a level or a specialisation, never a place. */
  variants: [string, string]
  /** Gross monthly salary for a full working week, lowest and highest. */
  salary: [min: number, max: number]
  /** Narrows the sector's companies to those that would hire this role. */
  employers?: string[]
  intro: string
  tasks: string
  requirements: string[]
  offer: string[]
}

const ROLE_TEXTS: Record<string, RoleText> = {
  'Werkvoorbereider Utiliteitsbouw': {
    variants: ['Senior Werkvoorbereider Utiliteitsbouw', 'Junior Werkvoorbereider Utiliteitsbouw'],
    salary: [3400, 4800],
    employers: ['Bouwbedrijf De Linde'],
    intro:
      'Jij zorgt dat scholen, kantoren en zorggebouwen zonder verrassingen verrijzen: alles is besteld, getekend en gepland voordat de eerste paal de grond in gaat.',
    tasks:
      'Je vertaalt het bestek en de tekeningen naar een werkbare planning en bestelt materialen en onderaannemers. Je bewaakt de budgetten van je onderdelen en stemt wekelijks af met de uitvoerder en de projectleider. Wijzigingen van de opdrachtgever verwerk je in meer- en minderwerk.',
    requirements: [
      'Een mbo 4- of hbo-diploma Bouwkunde',
      'Ervaring met bestekken, werktekeningen en planningssoftware zoals MS Project',
      'Je kunt overweg met Revit of AutoCAD',
      'Een VCA-diploma, of je haalt het in je eerste maand',
    ],
    offer: [
      'Salaris en vakantiegeld volgens de cao Bouw & Infra',
      'Een laptop en telefoon van de zaak',
      'Opleidingsbudget voor bijvoorbeeld de opleiding Middenkader Bouw',
      'Reiskostenvergoeding en een goede pensioenregeling via bpfBOUW',
    ],
  },
  'Projectleider Infra': {
    variants: ['Projectleider Riolering en Wegen', 'Senior Projectleider Infra'],
    salary: [4800, 6500],
    employers: ['Infrabouw Maasdelta'],
    intro:
      'Als projectleider infra trek jij projecten in de openbare ruimte, van de vervanging van een riool tot de reconstructie van een provinciale weg.',
    tasks:
      'Je bent eindverantwoordelijk voor planning, geld, kwaliteit en veiligheid van je projecten. Je stuurt een team van werkvoorbereiders en uitvoerders aan en onderhoudt het contact met de gemeente, nutsbedrijven en omwonenden. Bij UAV-gc-contracten denk je al in de tenderfase mee.',
    requirements: [
      'Een hbo-diploma Civiele Techniek of vergelijkbaar werk- en denkniveau',
      'Kennis van de UAV 2012 en UAV-gc',
      'VCA-VOL',
      'Rijbewijs B',
    ],
    offer: [
      'Een leaseauto, ook voor privégebruik',
      'Arbeidsvoorwaarden volgens de cao Bouw & Infra',
      'Ruimte voor een leiderschapstraining of de opleiding IPM-projectmanagement',
      'Een bonusregeling op basis van het projectresultaat',
    ],
  },
  'Uitvoerder Woningbouw': {
    variants: ['Uitvoerder Conceptuele Woningbouw', 'Uitvoerder Renovatie en Onderhoud'],
    salary: [3800, 5400],
    employers: ['Bouwbedrijf De Linde'],
    intro:
      'Op de bouwplaats ben jij de baas: jij zorgt dat nieuwe woningen veilig, op tijd en goed worden opgeleverd aan hun bewoners.',
    tasks:
      'Je stuurt de eigen vakmensen en de onderaannemers dagelijks aan en houdt de voortgang bij in de weekplanning. Je bewaakt de veiligheid en de kwaliteit op de bouwplaats en voert de opleveringen met kopers. Bewoners en buren weten jou te vinden als er iets speelt.',
    requirements: [
      'Een mbo 4-diploma Uitvoerder Bouw of de opleiding Middenkader Bouw',
      'VCA-VOL',
      'Ervaring met woningbouw in de rol van (assistent-)uitvoerder',
      'Je communiceert helder, met vakmensen én met kopers',
    ],
    offer: [
      'Een bus of auto van de zaak',
      'Arbeidsvoorwaarden volgens de cao Bouw & Infra, met een goede pensioenregeling',
      'Veiligheidskleding en gereedschap van hoge kwaliteit',
      'Doorgroeimogelijkheden richting hoofduitvoerder',
    ],
  },
  'Calculator Bouwkunde': {
    variants: ['Junior Calculator Bouwkunde', 'Senior Calculator Bouwkunde'],
    salary: [3500, 5200],
    employers: ['Bouwbedrijf De Linde', 'Infrabouw Maasdelta'],
    intro:
      'Jouw begroting is de basis van elk project: als calculator bepaal jij of een aanbesteding gewonnen wordt en of het werk daarna ook iets oplevert.',
    tasks:
      'Je maakt begrotingen voor nieuwbouw en renovatie, van de eerste raming tot de definitieve aanbieding. Je vraagt offertes op bij leveranciers en onderaannemers en vergelijkt ze. Na afloop van een project kijk je samen met de projectleider waar de nacalculatie afwijkt.',
    requirements: [
      'Een hbo-diploma Bouwkunde, of mbo 4 met ervaring in calculatie',
      'Ervaring met IBIS-TRAD of een vergelijkbaar calculatiepakket',
      'Je leest bouwkundige tekeningen en bestekken vlot',
      'Nauwkeurig en cijfermatig sterk',
    ],
    offer: [
      'Een vaste werkplek op kantoor en de mogelijkheid om één dag thuis te werken',
      'Arbeidsvoorwaarden volgens de cao Bouw & Infra',
      'Een opleidingsbudget voor cursussen in calculatie en kostenmanagement',
      'Reiskostenvergoeding',
    ],
  },
  'Constructeur Beton': {
    variants: ['Tekenaar-constructeur Beton', 'Senior Constructeur Beton'],
    salary: [3800, 5600],
    employers: ['Ingenieursbureau Stroomdal', 'Bouwbedrijf De Linde'],
    intro: 'Als constructeur beton reken en teken je de draagconstructies van woongebouwen, parkeergarages en bruggen.',
    tasks:
      'Je maakt constructieve berekeningen volgens de Eurocode en werkt ze uit tot tekeningen in het BIM-model. Je overlegt met architecten en installateurs over sparingen en detaillering. Tijdens de uitvoering beantwoord je vragen van de bouwplaats.',
    requirements: [
      'Een hbo-diploma Bouwkunde of Civiele Techniek met de richting constructief ontwerpen',
      'Kennis van de Eurocodes voor beton',
      'Ervaring met Revit of Tekla Structures en een rekenprogramma zoals SCIA Engineer',
      'Je werkt nauwkeurig en legt je keuzes goed uit',
    ],
    offer: [
      'Een moderne werkplek en twee dagen thuiswerken per week',
      'Opleidingsbudget, bijvoorbeeld voor de registratie als Register Constructeur',
      'Dertig vakantiedagen bij een volledige werkweek',
      'Een pensioenregeling en reiskostenvergoeding',
    ],
  },
  'Elektrotechnisch Engineer': {
    variants: ['Medior Elektrotechnisch Engineer', 'Elektrotechnisch Engineer Laagspanning'],
    salary: [3800, 5600],
    employers: ['Van Vliet Installaties', 'Elvatech Automatisering'],
    intro:
      'Jij ontwerpt de elektrotechnische installaties van ziekenhuizen, datacenters en kantoren, van hoofdverdeler tot noodverlichting.',
    tasks:
      'Je maakt het elektrotechnisch ontwerp, berekent kabels en beveiligingen en stelt de principeschema’s op. Je stemt af met de werktuigbouwkundigen en de bouwkundige partijen in het project. Tijdens de uitvoering ben je het aanspreekpunt voor de monteurs.',
    requirements: [
      'Een hbo-diploma Elektrotechniek',
      'Kennis van de NEN 1010 en NEN 3140',
      'Ervaring met Gaia of een vergelijkbaar rekenprogramma en met AutoCAD of Revit MEP',
      'Je schrijft een helder technisch rapport',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao Metaal en Techniek',
      'Een laptop, telefoon en thuiswerkvergoeding',
      'Opleidingsbudget en een eigen ontwikkelplan',
      'Een pensioenregeling via PME',
    ],
  },
  'Servicemonteur Installatietechniek': {
    variants: ['Servicemonteur Warmtepompen', 'Allround Servicemonteur Installatietechniek'],
    salary: [2900, 3900],
    employers: ['Van Vliet Installaties'],
    intro:
      'Als servicemonteur ben je elke dag op pad in je eigen regio: jij houdt cv-ketels, warmtepompen en ventilatiesystemen bij klanten draaiend.',
    tasks:
      'Je voert onderhoud uit en lost storingen op bij particulieren en bedrijven. Je bekijkt de installatie, zoekt de oorzaak en legt de klant uit wat je hebt gedaan. Je werkbonnen en planning regel je vanuit een app op je tablet.',
    requirements: [
      'Een mbo 3- of mbo 4-diploma Installatietechniek of Eerste Monteur Service en Onderhoud',
      'Het F-gassencertificaat, of de bereidheid het te halen',
      'Rijbewijs B',
      'Je bent klantvriendelijk en werkt graag zelfstandig',
    ],
    offer: [
      'Een volledig ingerichte servicebus, die je mee naar huis neemt',
      'Arbeidsvoorwaarden volgens de cao Metaal en Techniek, met een vergoeding voor storingsdiensten',
      'Trainingen bij fabrikanten van warmtepompen en ketels',
      'Een telefoon en tablet van de zaak',
    ],
  },
  'PLC-programmeur': {
    variants: ['Junior PLC-programmeur', 'Senior PLC-programmeur'],
    salary: [3400, 5200],
    employers: ['Elvatech Automatisering', 'Machinefabriek Oosterwijk'],
    intro:
      'Jij schrijft de software die productielijnen in de voedingsmiddelen- en verpakkingsindustrie aanstuurt, en je ziet je code in de fabriek tot leven komen.',
    tasks:
      'Je programmeert en test PLC- en HMI-software voor nieuwe machines en aanpassingen aan bestaande lijnen. Bij de klant neem je installaties in bedrijf en los je samen met de operators de laatste puntjes op. Je documenteert je werk zo dat een collega het morgen kan overnemen.',
    requirements: [
      'Een mbo 4- of hbo-diploma Elektrotechniek of Mechatronica',
      'Ervaring met Siemens TIA Portal; kennis van Rockwell Studio 5000 is een pré',
      'Je spreekt Engels op werkniveau',
      'Je bent bereid om af en toe een paar dagen in het buitenland te werken',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao Metaal en Techniek',
      'Een vergoeding voor reisdagen en verblijf in het buitenland',
      'Trainingen bij Siemens en opleidingsbudget',
      'Een laptop en een telefoon van de zaak',
    ],
  },
  'Werktuigbouwkundig Tekenaar': {
    variants: ['Werktuigbouwkundig Tekenaar-constructeur', 'Junior Werktuigbouwkundig Tekenaar'],
    salary: [2900, 4200],
    employers: ['Machinefabriek Oosterwijk', 'Elvatech Automatisering'],
    intro: 'Als tekenaar maak jij van een idee een maakbaar onderdeel, van frame tot transportband.',
    tasks:
      'Je werkt ontwerpen van de engineers uit tot 3D-modellen en productietekeningen. Je maakt stuklijsten voor de werkplaats en denkt mee over slimmere en goedkopere oplossingen. Vragen van de werkplaats beantwoord je op de vloer, niet alleen per mail.',
    requirements: [
      'Een mbo 4-diploma Werktuigbouwkunde',
      'Ervaring met SolidWorks of Inventor',
      'Kennis van plaatbewerking en lassen',
      'Je werkt nauwkeurig en vraagt door als iets niet klopt',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao Metaal en Techniek',
      'Een vaste werkplek naast de werkplaats',
      'Opleidingsbudget, bijvoorbeeld voor een hbo-opleiding in deeltijd',
      'Reiskostenvergoeding en een pensioenregeling via PME',
    ],
  },
  'Teamleider Productie': {
    variants: ['Teamleider Productie Ploegendienst', 'Teamleider Productie Assemblage'],
    salary: [3300, 4500],
    employers: ['Machinefabriek Oosterwijk'],
    intro: 'Jij geeft leiding aan een productieteam dat machines en onderdelen op tijd en in goede kwaliteit aflevert.',
    tasks:
      'Je verdeelt het werk over je team, houdt de voortgang bij en grijpt in als er iets stilvalt. Je voert de werkoverleggen en de jaargesprekken met je medewerkers. Samen met de afdeling kwaliteit zoek je naar verbeteringen in de productie.',
    requirements: [
      'Een mbo 4-diploma in een technische richting',
      'Ervaring als leidinggevende in een productieomgeving',
      'Kennis van Lean of 5S; een Green Belt is een pré',
      'VCA-VOL',
    ],
    offer: [
      'Een ploegentoeslag volgens de cao Metaal en Techniek',
      'Een leiderschapstraining in je eerste jaar',
      'Een pensioenregeling via PME',
      'Reiskostenvergoeding en een fietsplan',
    ],
  },
  'Verpleegkundige Wijkzorg': {
    variants: ['Wijkverpleegkundige niveau 5', 'Verpleegkundige Wijkzorg Avond en Nacht'],
    salary: [3300, 4700],
    intro:
      'In de wijkzorg kom je bij mensen thuis: jij zorgt dat cliënten zo lang mogelijk zelfstandig kunnen blijven wonen.',
    tasks:
      'Je verleent verpleegtechnische zorg, zoals wondzorg, medicatie en katheterzorg, en je stelt zorgplannen op. Je bespreekt de zorg met de cliënt en diens naasten en overlegt met de huisarts en de praktijkondersteuner. In je team ben je het aanspreekpunt voor de verzorgenden.',
    requirements: [
      'Een diploma mbo 4 of hbo Verpleegkunde',
      'Een geldige BIG-registratie',
      'Rijbewijs B, of je fietst graag door de wijk',
      'Je werkt zelfstandig en houdt van contact met mensen',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao VVT, met onregelmatigheidstoeslag',
      'Een e-bike of auto voor je ronde',
      'Een eigen scholingsbudget en tijd voor bij- en nascholing',
      'Een pensioenregeling via PFZW',
    ],
  },
  'Verzorgende IG': {
    variants: ['Verzorgende IG Thuiszorg', 'Verzorgende IG Psychogeriatrie'],
    salary: [2700, 3700],
    intro:
      'Als verzorgende IG help je ouderen met de dagelijkse verzorging, en je maakt het verschil met aandacht en een praatje.',
    tasks:
      'Je helpt cliënten bij het wassen, aankleden en eten en voert verpleegtechnische handelingen uit waarvoor je bevoegd bent. Je signaleert veranderingen in de gezondheid en bespreekt die met de verpleegkundige. In het zorgdossier leg je vast wat je doet.',
    requirements: [
      'Een mbo 3-diploma Verzorgende IG',
      'Je bent bekwaam in voorbehouden handelingen zoals injecteren en katheteriseren',
      'Je bent beschikbaar in een wisselend rooster, ook in het weekend',
      'Geduldig, betrokken en een goede luisteraar',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao VVT, met toeslagen voor avond en weekend',
      'Zelf roosteren in overleg met je team',
      'Scholing, bijvoorbeeld in dementiezorg of palliatieve zorg',
      'Een pensioenregeling via PFZW',
    ],
  },
  'Teamcoördinator Thuiszorg': {
    variants: ['Teamcoördinator Wijkteams', 'Senior Teamcoördinator Thuiszorg'],
    salary: [3700, 5100],
    intro: 'Jij ondersteunt zelforganiserende thuiszorgteams, zodat zij zich op de cliënt kunnen richten.',
    tasks:
      'Je coacht drie wijkteams bij planning, samenwerking en lastige cliëntsituaties. Je houdt de productiviteit en het verzuim in de gaten en bespreekt die met de teams. Met huisartsen, gemeenten en andere zorgaanbieders werk je aan goede zorg in de wijk.',
    requirements: [
      'Een hbo-diploma Verpleegkunde of een ander zorg- of welzijnsdiploma',
      'Ervaring als coach of leidinggevende in de zorg',
      'Kennis van de Wet langdurige zorg en de Zorgverzekeringswet',
      'Je hakt knopen door en blijft toegankelijk',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao VVT',
      'Een laptop, telefoon en de mogelijkheid om deels thuis te werken',
      'Een coachingstraject en opleidingsbudget',
      'Reiskostenvergoeding en een pensioenregeling via PFZW',
    ],
  },
  'Planner Zorgroosters': {
    variants: ['Senior Planner Zorgroosters', 'Planner Zorgroosters Thuiszorg'],
    salary: [3000, 4100],
    intro:
      'Jij maakt roosters waarin cliënten de zorg krijgen die ze nodig hebben en medewerkers ook nog een leven hebben.',
    tasks:
      'Je maakt de roosters voor verschillende teams en zorgt voor een eerlijke verdeling van de diensten. Bij ziekte zoek je snel een oplossing met vaste medewerkers of de flexpool. Je signaleert knelpunten in de bezetting en bespreekt die met de teamleiders.',
    requirements: [
      'Een mbo 4- of hbo-diploma, bij voorkeur in een zorg- of planningsrichting',
      'Ervaring met ONS Planning, Nedap of een vergelijkbaar roosterpakket',
      'Kennis van de Arbeidstijdenwet en de roosterregels in de cao VVT',
      'Je blijft rustig als de puzzel om zeven uur ’s ochtends opnieuw moet',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao VVT',
      'Een vaste kantoorploeg en een dag per week thuiswerken',
      'Opleidingsbudget',
      'Een pensioenregeling via PFZW',
    ],
  },
  'Logistiek Planner': {
    variants: ['Medior Logistiek Planner', 'Logistiek Planner Inbound'],
    salary: [3000, 4200],
    intro: 'Als logistiek planner zorg jij dat goederen op tijd binnenkomen, worden opgeslagen en de deur uit gaan.',
    tasks:
      'Je plant de inkomende en uitgaande stromen van het distributiecentrum en stemt af met vervoerders en klanten. Je zet de bezetting van de ploegen af tegen het verwachte volume. Loopt iets vast, dan zoek je met het warehouse een oplossing.',
    requirements: [
      'Een mbo 4- of hbo-diploma Logistiek',
      'Ervaring met een WMS en met Excel',
      'Kennis van SAP is een pré',
      'Je houdt overzicht als het druk is',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao Beroepsgoederenvervoer',
      'Een vaste dagdienst',
      'Opleidingsbudget, bijvoorbeeld voor een cursus supply chain planning',
      'Reiskostenvergoeding en een pensioenregeling',
    ],
  },
  'Teamleider Warehouse': {
    variants: ['Teamleider Warehouse Nachtploeg', 'Teamleider Warehouse Expeditie'],
    salary: [3100, 4200],
    employers: ['Noordhaven Logistics'],
    intro: 'Jij stuurt een ploeg van orderpickers en heftruckchauffeurs aan in een modern distributiecentrum.',
    tasks:
      'Je verdeelt het werk aan het begin van de dienst en houdt de voortgang en de kwaliteit in de gaten. Je zorgt voor een veilige werkvloer en spreekt collega’s aan als dat nodig is. Nieuwe medewerkers werk je in, samen met een vaste buddy.',
    requirements: [
      'Een mbo 4-diploma, bij voorkeur Logistiek',
      'Ervaring als teamleider of meewerkend voorman in een warehouse',
      'Een heftruckcertificaat',
      'Je spreekt Nederlands en Engels',
    ],
    offer: [
      'Een ploegentoeslag bovenop je salaris',
      'Arbeidsvoorwaarden volgens de cao Beroepsgoederenvervoer',
      'Een leiderschapstraining',
      'Reiskostenvergoeding en gratis parkeren',
    ],
  },
  Transportplanner: {
    variants: ['Transportplanner Internationaal', 'Junior Transportplanner'],
    salary: [3000, 4100],
    employers: ['Polderlijn Transport', 'Noordhaven Logistics'],
    intro:
      'Jij plant de ritten van een vloot vrachtwagens, zodat elke lading op tijd en zo efficiënt mogelijk aankomt.',
    tasks:
      'Je plant de dagelijkse ritten voor binnenland en Benelux en houdt contact met chauffeurs en klanten. Je bewaakt de rij- en rusttijden en lost vertragingen onderweg op. Aan het eind van de dag zet je de planning voor morgen klaar.',
    requirements: [
      'Een mbo 4-diploma Logistiek of ervaring als planner in het wegtransport',
      'Kennis van de rij- en rusttijdenwet',
      'Ervaring met een transportmanagementsysteem',
      'Je bent stressbestendig en zegt wat je denkt',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao Beroepsgoederenvervoer',
      'Een team dat elkaar helpt als het spannend wordt',
      'Opleidingsbudget',
      'Reiskostenvergoeding en een pensioenregeling via Pensioenfonds Vervoer',
    ],
  },
  'Supply Chain Analist': {
    variants: ['Junior Supply Chain Analist', 'Senior Supply Chain Analist'],
    salary: [3500, 5200],
    employers: ['Noordhaven Logistics'],
    intro: 'Jij duikt in de data van de keten en laat zien waar voorraad, transport en planning slimmer kunnen.',
    tasks:
      'Je analyseert voorraden, doorlooptijden en kosten en maakt dashboards voor het management. Je onderbouwt verbetervoorstellen met cijfers en helpt de teams ze in te voeren. Bij nieuwe klanten reken je scenario’s door.',
    requirements: [
      'Een hbo- of wo-diploma in logistiek, bedrijfskunde of econometrie',
      'Ervaring met Power BI en SQL',
      'Kennis van SAP of een ander ERP-pakket',
      'Je vertelt het verhaal achter de cijfers',
    ],
    offer: [
      'Hybride werken: twee dagen thuis',
      'Een opleidingsbudget, bijvoorbeeld voor APICS of een Lean-training',
      'Een pensioenregeling en reiskostenvergoeding',
      'Een laptop en telefoon van de zaak',
    ],
  },
  'Financieel Administratief Medewerker': {
    variants: ['Allround Financieel Administratief Medewerker', 'Financieel Administratief Medewerker Debiteuren'],
    salary: [2800, 3700],
    employers: ['Finova Accountants', 'Duinrand Administratie & Advies'],
    intro: 'Jij houdt de administratie van een aantal mkb-klanten op orde, van inkoopfactuur tot btw-aangifte.',
    tasks:
      'Je verwerkt inkoop- en verkoopfacturen, bankmutaties en memoriaalboekingen. Je bereidt de btw-aangiften voor en helpt bij de maand- en jaarafsluiting. Klanten bellen jou als ze een vraag hebben over hun cijfers.',
    requirements: [
      'Een mbo 4-diploma Financiële Administratie of Bedrijfsadministratie',
      'Ervaring met Exact Online, AFAS of Twinfield',
      'Kennis van de btw-regels',
      'Nauwkeurig en klantgericht',
    ],
    offer: [
      'Werktijden in overleg, ook parttime',
      'Opleidingsbudget, bijvoorbeeld voor het Praktijkdiploma Boekhouden',
      'Een dertiende maand',
      'Reiskostenvergoeding en een pensioenregeling',
    ],
  },
  Controller: {
    variants: ['Business Controller', 'Controller Projecten'],
    salary: [5000, 7000],
    intro: 'Als controller ben jij de sparringpartner van de directie over cijfers, risico’s en keuzes.',
    tasks:
      'Je stelt de begroting en de prognoses op en rapporteert elk kwartaal over de resultaten. Je analyseert afwijkingen en vertaalt ze naar advies. Je verbetert de processen en de interne beheersing en bent aanspreekpunt voor de accountant.',
    requirements: [
      'Een hbo- of wo-diploma in bedrijfseconomie of accountancy',
      'Ervaring als controller of in de controlepraktijk',
      'Kennis van AFAS of een ander ERP-pakket en goed in Excel',
      'Je legt ingewikkelde cijfers eenvoudig uit',
    ],
    offer: [
      'Een leaseauto of mobiliteitsbudget',
      'Een bonusregeling',
      'Opleidingsbudget en vergoeding van je PE-opleidingen',
      'Een goede pensioenregeling en flexibele werktijden',
    ],
  },
  Salarisadministrateur: {
    variants: ['Senior Salarisadministrateur', 'Medior Salarisadministrateur'],
    salary: [3000, 4300],
    employers: ['Duinrand Administratie & Advies', 'Finova Accountants'],
    intro: 'Jij zorgt dat honderden mensen elke maand hun salaris correct en op tijd op hun rekening krijgen.',
    tasks:
      'Je verzorgt de salarisadministratie voor een aantal klanten, van mutaties tot loonaangifte. Je controleert de verwerking, beantwoordt vragen van werknemers en werkgevers en past wijzigingen in cao’s en wetgeving toe. Ook de jaarafsluiting en de aansluiting met de financiële administratie horen bij je werk.',
    requirements: [
      'Het diploma Praktijkdiploma Loonadministratie (PDL) of vergelijkbaar',
      'Ervaring met Loket.nl, Nmbrs of AFAS Payroll',
      'Kennis van de loonheffingen en sociale verzekeringen',
      'Je werkt nauwkeurig onder een vaste deadline',
    ],
    offer: [
      'Werktijden in overleg, ook parttime',
      'Een opleidingsbudget voor vakcursussen en de jaarlijkse wetgevingsupdate',
      'Een dertiende maand',
      'Thuiswerken in overleg',
    ],
  },
  'Accountmanager Detachering': {
    variants: ['Junior Accountmanager Detachering', 'Senior Accountmanager Detachering'],
    salary: [3300, 4800],
    employers: ['Bakenburg Finance Interim'],
    intro:
      'Jij bouwt aan relaties met financiële afdelingen en zorgt dat de juiste interim-professional op de juiste plek komt.',
    tasks:
      'Je zoekt en bezoekt opdrachtgevers, van middelgrote bedrijven tot gemeenten. Je brengt hun vraag scherp in kaart en zoekt samen met de recruiters de beste kandidaat. Lopende detacheringen volg je op, zodat opdrachtgever en professional tevreden blijven.',
    requirements: [
      'Een hbo-diploma, bij voorkeur in een commerciële of financiële richting',
      'Ervaring in sales, bij voorkeur in detachering of werving en selectie',
      'Affiniteit met finance',
      'Rijbewijs B',
    ],
    offer: [
      'Een leaseauto en een telefoon',
      'Een bonusregeling bovenop je vaste salaris',
      'Een salestraining en persoonlijke coaching',
      'Een pensioenregeling en reiskostenvergoeding',
    ],
  },
  'Beleidsmedewerker Ruimtelijke Ordening': {
    variants: ['Senior Beleidsmedewerker Ruimtelijke Ordening', 'Beleidsmedewerker Ruimtelijke Ordening Wonen'],
    salary: [4000, 5800],
    employers: ['Gemeente Eemvliet'],
    intro:
      'Jij werkt aan de toekomst van de leefomgeving: waar komen woningen, waar blijft het groen en hoe houden we het water in toom?',
    tasks:
      'Je schrijft mee aan de omgevingsvisie en het omgevingsplan en adviseert over ruimtelijke initiatieven. Je bereidt besluiten voor het college en de raad voor en zit aan tafel met inwoners, ontwikkelaars en andere overheden. Je zorgt dat beleid ook in de praktijk werkt.',
    requirements: [
      'Een hbo- of wo-diploma in planologie, ruimtelijke ordening of vergelijkbaar',
      'Kennis van de Omgevingswet',
      'Je schrijft heldere adviezen en nota’s',
      'Je voelt politiek aan wat er speelt',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao Gemeenten, met een Individueel Keuzebudget',
      'Flexibele werktijden en hybride werken',
      'Opleidingsbudget en tijd voor je ontwikkeling',
      'Een pensioenregeling via het ABP',
    ],
  },
  'Vergunningverlener Omgevingswet': {
    variants: ['Medior Vergunningverlener Omgevingswet', 'Senior Vergunningverlener Omgevingswet'],
    salary: [3700, 5300],
    employers: ['Gemeente Eemvliet'],
    intro: 'Jij beoordeelt aanvragen voor bouwen, verbouwen en ander gebruik van de fysieke leefomgeving.',
    tasks:
      'Je toetst aanvragen voor een omgevingsvergunning aan het omgevingsplan en de regels voor bouwwerken. Je adviseert initiatiefnemers al vóór de aanvraag, zodat die in één keer goed is. Je stelt besluiten op en handelt bezwaren af samen met de juristen.',
    requirements: [
      'Een hbo-diploma in bouwkunde, ruimtelijke ordening of bestuursrecht',
      'Kennis van de Omgevingswet en het Besluit bouwwerken leefomgeving',
      'Ervaring met het Omgevingsloket en een zaaksysteem',
      'Je bent oplossingsgericht en klantvriendelijk',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao Gemeenten, met een Individueel Keuzebudget',
      'Hybride werken en flexibele werktijden',
      'Een opleidingsbudget, bijvoorbeeld voor een cursus omgevingsrecht',
      'Een pensioenregeling via het ABP',
    ],
  },
  Informatieanalist: {
    variants: ['Senior Informatieanalist', 'Informatieanalist Zaakgericht Werken'],
    salary: [4000, 5800],
    intro: 'Jij bent de schakel tussen de mensen die het werk doen en de mensen die de systemen bouwen.',
    tasks:
      'Je brengt werkprocessen en informatiebehoeften in kaart en vertaalt ze naar functionele eisen. Je werkt mee aan de aanbesteding en de inrichting van nieuwe applicaties. Je zorgt dat de informatievoorziening voldoet aan de regels voor privacy en archivering.',
    requirements: [
      'Een hbo- of wo-diploma in informatiekunde of bedrijfskunde',
      'Ervaring met procesmodellering, bijvoorbeeld in BPMN',
      'Kennis van de AVG en de Archiefwet',
      'Je stelt goede vragen en luistert naar het antwoord',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao Gemeenten of Waterschappen, met een Individueel Keuzebudget',
      'Een laptop en thuiswerkvergoeding',
      'Opleidingsbudget, bijvoorbeeld voor een certificering in BiSL',
      'Een pensioenregeling via het ABP',
    ],
  },
  'Functioneel Beheerder': {
    variants: ['Functioneel Beheerder Zaaksysteem', 'Senior Functioneel Beheerder'],
    salary: [3500, 5000],
    intro: 'Jij zorgt dat de applicaties van de organisatie doen wat de gebruikers nodig hebben, vandaag en morgen.',
    tasks:
      'Je beheert de inrichting van een aantal bedrijfsapplicaties en bent het aanspreekpunt voor gebruikers en leveranciers. Je test nieuwe releases, stelt werkinstructies op en geeft trainingen. Wensen voor verbetering verzamel je en zet je op de agenda.',
    requirements: [
      'Een hbo-diploma in een ICT-richting, of mbo 4 met ervaring',
      'Ervaring in functioneel beheer; kennis van BiSL is een pré',
      'Kennis van een zaaksysteem zoals Djuma of Decos JOIN is een pré',
      'Je bent geduldig en legt dingen helder uit',
    ],
    offer: [
      'Arbeidsvoorwaarden volgens de cao Gemeenten of Waterschappen, met een Individueel Keuzebudget',
      'Een laptop, telefoon en thuiswerkvergoeding',
      'Opleidingsbudget en tijd voor certificering',
      'Een pensioenregeling via het ABP',
    ],
  },
}

/** The text of one role; every role of VACANCY_TITLES has one. */
export function roleTextOf(title: string): RoleText {
  const text = ROLE_TEXTS[title]
  if (!text) throw new Error(`No text for the role ${title}: add it to ROLE_TEXTS`)
  return text
}
